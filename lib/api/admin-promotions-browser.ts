// The back office's promotions from the browser (contract/admin-promotions.ts), through this site's
// /api proxy, which adds the signed-in site admin's token.
import { apiClient } from './client';
import type { AdminPromotion, AdminPromotionInput, AdminPromotionUpdate, HydraCollection, PromotionPreview, PromotionPreviewRequest } from '@/contract';

const { get, send } = apiClient(() => '/');

export const adminPromotions = (): Promise<AdminPromotion[]> =>
  get<HydraCollection<AdminPromotion>>('api/admin/promotions').then((r) => r['hydra:member']);
export const createPromotion = (body: AdminPromotionInput): Promise<AdminPromotion> => send<AdminPromotion>('post', 'api/admin/promotions', body);
export const updatePromotion = (id: number, body: AdminPromotionUpdate): Promise<AdminPromotion> =>
  send<AdminPromotion>('put', `api/admin/promotions/${id}`, body);
export const previewPromotion = (id: number, body: PromotionPreviewRequest): Promise<PromotionPreview> =>
  send<PromotionPreview>('post', `api/admin/promotions/${id}/preview`, body);
