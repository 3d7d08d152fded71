// Temporary shim: the API's shapes now live in contract/ (zod), storefront-only helpers in
// lib/api/goods.ts. Imports of '@/lib/api/types' keep compiling until they are switched over.
export type {
  Article, Banner, CashbackGroup, Catalog, DeliveryCost, Discount, FilterValue, Good, GoodImage, GoodSet, GoodsDicts,
  HydraCollection, HydraError, HydraView, Iri, Measure, News, PageBlock, Region, Shop, ShopOrder,
} from '@/contract';
export { toGoodSummary, type GoodSummary } from './goods';
