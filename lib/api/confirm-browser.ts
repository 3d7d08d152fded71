// What the confirm stage of /basket reads besides the checkout calls (./checkout-browser.ts): the
// shop (address, coordinates, whether it takes orders) and the signed-in customer (the recipient's
// name and phone the delivery form starts with). Through this site's /api proxy.
import { apiClient } from './client';
import type { Customer, Shop } from '@/contract';

const { get } = apiClient(() => '/');

export type CheckoutShop = Pick<Shop, 'id' | 'name' | 'address' | 'coordinates' | 'canAcceptOrders'>;
export type CheckoutCustomer = Pick<Customer, 'id' | 'name' | 'phone' | 'isPhoneConfirmed'>;

export const checkoutShop = (shopId: number): Promise<CheckoutShop> =>
  get<Shop>(`api/shops/${shopId}`).then(({ id, name, address, coordinates, canAcceptOrders }) => ({ id, name, address, coordinates, canAcceptOrders }));

export const checkoutCustomer = (): Promise<CheckoutCustomer> =>
  get<Customer>('api/customers/me').then(({ id, name, phone, isPhoneConfirmed }) => ({ id, name, phone, isPhoneConfirmed }));
