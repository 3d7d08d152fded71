// The back office's promo codes and home blocks from the browser (contract/admin-content.ts), through this site's /api
// proxy, which adds the signed-in site admin's token.
import { apiClient } from './client';
import type { AdminPageBlock, AdminPageBlockUpdate, AdminPromoCode, AdminPromoCodeInput, AdminPromoCodeUpdate, Basket, HydraCollection, PromoCodePreviewRequest } from '@/contract';

const { get, send } = apiClient(() => '/');

export const promoCodes = (): Promise<AdminPromoCode[]> =>
  get<HydraCollection<AdminPromoCode>>('api/admin/promo-codes').then((r) => r['hydra:member']);
export const createPromoCode = (body: AdminPromoCodeInput): Promise<AdminPromoCode> => send<AdminPromoCode>('post', 'api/admin/promo-codes', body);
export const updatePromoCode = (id: number, body: AdminPromoCodeUpdate): Promise<AdminPromoCode> =>
  send<AdminPromoCode>('put', `api/admin/promo-codes/${id}`, body);
export const previewPromoCode = (id: number, body: PromoCodePreviewRequest): Promise<Basket> =>
  send<Basket>('post', `api/admin/promo-codes/${id}/preview`, body);
export const homeBlocks = (): Promise<AdminPageBlock[]> =>
  get<HydraCollection<AdminPageBlock>>('api/admin/page-blocks').then((r) => r['hydra:member']);
export const updateHomeBlock = (id: number, body: AdminPageBlockUpdate): Promise<AdminPageBlock> =>
  send<AdminPageBlock>('put', `api/admin/page-blocks/${id}`, body);
