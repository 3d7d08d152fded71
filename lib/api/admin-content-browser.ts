// The back office's promo codes, home blocks and news from the browser (contract/admin-content.ts, admin-news.ts), through this site's /api
// proxy, which adds the signed-in site admin's token.
import { apiClient } from './client';
import type { AdminFaqInput, AdminFaqItem, AdminFaqOrder, AdminFaqUpdate, AdminSiteText, AdminSiteTextUpdate, AdminNews, AdminNewsInput, AdminNewsUpdate, AdminPageBlock, AdminPageBlockUpdate, AdminPromoCode, AdminPromoCodeInput, AdminPromoCodeUpdate, Basket, HydraCollection, PromoCodePreviewRequest } from '@/contract';

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
export const adminNews = (): Promise<AdminNews[]> =>
  get<HydraCollection<AdminNews>>('api/admin/news').then((r) => r['hydra:member']);
export const createNews = (body: AdminNewsInput): Promise<AdminNews> => send<AdminNews>('post', 'api/admin/news', body);
export const updateNews = (id: number, body: AdminNewsUpdate): Promise<AdminNews> => send<AdminNews>('put', `api/admin/news/${id}`, body);
export const deleteNews = (id: number, version: number): Promise<void> => send<void>('delete', `api/admin/news/${id}?version=${version}`);

// the FAQ's questions and the rules page's text (contract/info-pages.ts)
export const adminFaq = (): Promise<AdminFaqItem[]> => get<HydraCollection<AdminFaqItem>>('api/admin/faq').then((r) => r['hydra:member']);
export const createFaqItem = (body: AdminFaqInput): Promise<AdminFaqItem> => send<AdminFaqItem>('post', 'api/admin/faq', body);
export const updateFaqItem = (id: number, body: AdminFaqUpdate): Promise<AdminFaqItem> => send<AdminFaqItem>('put', `api/admin/faq/${id}`, body);
export const deleteFaqItem = (id: number, version: number): Promise<void> => send<void>('delete', `api/admin/faq/${id}?version=${version}`);
export const reorderFaq = (body: AdminFaqOrder): Promise<AdminFaqItem[]> =>
  send<HydraCollection<AdminFaqItem>>('put', 'api/admin/faq-order', body).then((r) => r['hydra:member']);
export const rulesText = (): Promise<AdminSiteText> => get<AdminSiteText>('api/admin/site-texts/rules');
export const updateRulesText = (body: AdminSiteTextUpdate): Promise<AdminSiteText> => send<AdminSiteText>('put', 'api/admin/site-texts/rules', body);
