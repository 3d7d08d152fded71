// The back office's shops and zones from the browser (contract/admin-shops.ts), through this site's
// /api proxy, which adds the signed-in admin's token; the test address through the storefront's own
// geocoder and zone lookup.
import { apiClient } from './client';
import type {
  AdminShop, AdminShopCreate, AdminShopRemoval, AdminShopUpdate, AdminZone, AdminZoneCreate, AdminZoneUpdate, DeliveryZone, GeoAddress, HydraCollection,
} from '@/contract';

const { get, send } = apiClient(() => '/');

export const getShop = (id: number): Promise<AdminShop> => get<AdminShop>(`api/admin/shops/${id}`);
export const saveShop = (id: number, body: AdminShopUpdate): Promise<AdminShop> => send<AdminShop>('put', `api/admin/shops/${id}`, body);
export const createShop = (body: AdminShopCreate): Promise<AdminShop> => send<AdminShop>('post', 'api/admin/shops', body);
export const removeShop = (id: number, version: number): Promise<AdminShopRemoval> =>
  send<AdminShopRemoval>('delete', `api/admin/shops/${id}?version=${version}`);
export const reopenShop = (id: number, version: number): Promise<AdminShop> => send<AdminShop>('post', `api/admin/shops/${id}/reopen`, { version });
export const createZone = (shopId: number, body: AdminZoneCreate): Promise<AdminZone> => send<AdminZone>('post', `api/admin/shops/${shopId}/zones`, body);
export const deleteZone = (shopId: number, zoneId: number, version: number): Promise<void> =>
  send<void>('delete', `api/admin/shops/${shopId}/zones/${zoneId}?version=${version}`);
export const shopZones = (id: number): Promise<AdminZone[]> =>
  get<HydraCollection<AdminZone>>(`api/admin/shops/${id}/zones`).then((r) => r['hydra:member']);
export const saveZone = (shopId: number, zoneId: number, body: AdminZoneUpdate): Promise<AdminZone> =>
  send<AdminZone>('put', `api/admin/shops/${shopId}/zones/${zoneId}`, body);
export const geocode = (city: string, street: string, house: string): Promise<GeoAddress | null> =>
  get<HydraCollection<GeoAddress>>('api/geocoder/forward', { city, street, house }).then((r) => r['hydra:member'][0] ?? null);
export const zonesAt = (lat: number, lon: number): Promise<DeliveryZone[]> =>
  get<HydraCollection<DeliveryZone>>('api/delivery_zones', { coords: `${lat},${lon}` }).then((r) => r['hydra:member']);
