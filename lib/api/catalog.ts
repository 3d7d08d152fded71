// Typed fetchers of the catalogue, used by server components (SSR/ISR) and client components alike.
import { get, getOrNull } from './client';
import type {
  CashbackGroup, Catalog, Discount, Good, GoodsDicts, GoodSet, HydraCollection, News, PageBlock, Shop, ShopOrder,
} from './types';

type Params = Record<string, string | number | boolean | (string | number)[]>;

export const getShops = () => get<HydraCollection<Shop>>('api/shops');
export const getShop = (id: number) => getOrNull<Shop>(`api/shops/${id}`);

export const getCatalogs = () => get<HydraCollection<Catalog>>('api/catalogs');
export const getCatalog = (id: number) => getOrNull<Catalog>(`api/catalogs/${id}`);

/** Listing filters as the API takes them (storefront spec §7). */
export type GoodsFilter = {
  categoryId?: number;
  discountId?: number;
  order?: ShopOrder;
  withDiscount?: boolean;
  countries?: string[];
  brands?: string[];
  packages?: string[];
  /** extra property id → accepted values */
  extra?: Record<number, string[]>;
  page?: number;
  itemsPerPage?: number;
};

function filterParams(f: GoodsFilter): Params {
  const p: Params = {};
  if (f.categoryId) p['catalog.id'] = f.categoryId;
  if (f.discountId) {
    p.discount = f.discountId;
    p.withSubcategories = true;
    p.withDiscount = true;
  }
  if (f.order) p.shopOrder = f.order;
  if (f.withDiscount) p.withDiscount = true;
  if (f.countries?.length) p['country[]'] = f.countries;
  if (f.brands?.length) p['brand[]'] = f.brands;
  if (f.packages?.length) p['package[]'] = f.packages;
  for (const [id, values] of Object.entries(f.extra ?? {})) if (values.length) p[`extra[${id}][]`] = values;
  if (f.page) p.page = f.page;
  if (f.itemsPerPage) p.itemsPerPage = f.itemsPerPage;
  return p;
}

export const getShopGoods = (shopId: number, f: GoodsFilter) =>
  get<HydraCollection<Good>>(`api/shops/${shopId}/goods`, filterParams(f));

export const getGoodsDicts = (shopId: number, f: Pick<GoodsFilter, 'categoryId' | 'discountId'>) =>
  get<GoodsDicts>(`api/shops/${shopId}/goods/dicts`, filterParams(f));

export const getGood = (shopId: number, id: number) => getOrNull<Good>(`api/shops/${shopId}/goods/${id}`);
export const getSimilar = (shopId: number, id: number) => get<HydraCollection<Good>>(`api/shops/${shopId}/goods/${id}/similar`);
export const getSameBrand = (shopId: number, id: number) => get<HydraCollection<Good>>(`api/shops/${shopId}/goods/${id}/samebrand`);

export const searchGoods = (shopId: number, text: string, page = 1) =>
  get<HydraCollection<Good>>('api/goods', { name: text, shopId, page });
export const suggestGoods = (shopId: number, text: string) =>
  get<HydraCollection<Good>>('api/goods', { search: text, softShopId: shopId });
export const goodsByIds = (shopId: number, ids: number[]) =>
  get<HydraCollection<Good>>('api/goods', { pagination: false, softShopId: shopId, 'id[]': ids });

export const getMaxDiscount = (shopId: number) => get<HydraCollection<Good>>(`api/shops/${shopId}/maxdiscount`);
export const getPageBlocks = (shopId: number) =>
  get<HydraCollection<PageBlock>>(`api/shops/${shopId}/page_blocks`, { pageType: 'main', target: 'site' });

export const getGoodSets = (shopId: number, inCatalog = false) =>
  get<HydraCollection<GoodSet>>(`api/shops/${shopId}/good_sets`, inCatalog ? { 'show-in': 'catalog' } : {});
export const getGoodSet = (shopId: number, id: number) => getOrNull<GoodSet>(`api/shops/${shopId}/good_sets/${id}`);
export const getGoodSetGoods = (shopId: number, id: number, page = 1) =>
  get<HydraCollection<Good>>(`api/shops/${shopId}/good_sets/${id}/goods`, { page, itemsPerPage: 50 });

export const getNewsList = (shopId: number, type?: number) =>
  get<HydraCollection<News>>(`api/shops/${shopId}/news`, type ? { type } : {});
export const getNews = (shopId: number, slug: string) => getOrNull<News>(`api/shops/${shopId}/news/${encodeURIComponent(slug)}`);

export const getDiscounts = () => get<HydraCollection<Discount>>('api/discounts');
/** Discounts with at least one good the shop sells (8001 first, as the API orders them). */
export const getShopDiscounts = (shopId: number) => get<HydraCollection<Discount>>(`api/shops/${shopId}/discounts`);
export const getDiscount = (id: number) => getOrNull<Discount>(`api/discounts/${id}`);

export const getCashbackGroups = (shopId: number) => get<HydraCollection<CashbackGroup>>('api/cashback_groups', { shopId });
/** One page of a cashback group's goods the shop sells; null when the group is unknown. */
export const getCashbackGroupGoods = (shopId: number, id: number, page = 1, itemsPerPage?: number) =>
  getOrNull<HydraCollection<Good>>(`api/cashback_groups/${id}/goods`, { shopId, page, ...(itemsPerPage ? { itemsPerPage } : {}) });
/** The shop's pre-order rules as HTML ('' when it has none); null when the shop is unknown. */
export const getShopRules = (shopId: number) => getOrNull<{ rules: string }>(`api/shops/${shopId}/rules`);
