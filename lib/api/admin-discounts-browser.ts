// The back office's discounts from the browser (contract/admin-discounts.ts), through this site's /api
// proxy, which adds the signed-in site admin's token.
import { apiClient } from './client';
import type { AdminDiscount, AdminDiscountInput, AdminDiscountUpdate, HydraCollection } from '@/contract';

const { get, send } = apiClient(() => '/');

export const adminDiscounts = (): Promise<AdminDiscount[]> =>
  get<HydraCollection<AdminDiscount>>('api/admin/discounts').then((r) => r['hydra:member']);
export const createDiscount = (body: AdminDiscountInput): Promise<AdminDiscount> => send<AdminDiscount>('post', 'api/admin/discounts', body);
export const updateDiscount = (id: number, body: AdminDiscountUpdate): Promise<AdminDiscount> =>
  send<AdminDiscount>('put', `api/admin/discounts/${id}`, body);
