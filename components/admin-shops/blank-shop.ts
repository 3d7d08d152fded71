// An empty card for /admin-order/shops/new, built by its server page: a module without 'use client',
// as a server component may not call a client module's function. Id 0 tells the form it adds.
import type { AdminShop } from '@/contract';

export const blankShop = (regions: AdminShop['regions']): AdminShop => ({
  '@type': 'AdminShop', id: 0, version: 0, name: '', address: '', regionId: regions[0]?.id ?? 0, regions, coordinates: [NaN, NaN],
  phone: null, hours: null, warehouseId: null, minOrderAmount: 0, deliveryEnabled: true, pickupEnabled: true, canAcceptOrders: true,
  closedAt: null, closedDays: [], deliveryCosts: [], paidSettings: { deliveryPaidTypes: [1, 2, 3], pickupPaidTypes: [1, 2, 3] }, schedules: [],
});
