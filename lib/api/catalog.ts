// Typed fetchers of the catalogue for the server side (the loaders of lib/data/, straight to
// SHOP_API_URL). Collections come back as plain lists (./list.ts), a missing item as null, a failed
// call as an ApiError. What the browser calls is in ./browser.ts.
import { GOOD_SET_PAGE_SIZE } from '@/domain/listing';
import { env } from '@/lib/env';
import { apiClient, toSearchParams, type SearchParams } from './client';
import { requestIdHeaders } from '@/lib/ops/request-context';
import { toList, type List } from './list';
import type {
  CashbackGroup, Catalog, Discount, Good, GoodIdsPage, GoodsDicts, GoodsSearchCollection, GoodSet, HydraCollection, InfoPages, News, PageBlock, Rating,
  Review, Shop, ShopOrder,
} from '@/contract';

const { get, getOrNull } = apiClient(env.shopApiUrl, requestIdHeaders);

const getList = <T>(path: string, params?: SearchParams): Promise<List<T>> =>
  get<HydraCollection<T>>(path, params).then(toList);
/** A list that is null when the API answers 404 (an unknown shop or group). */
const getListOrNull = <T>(path: string, params?: SearchParams): Promise<List<T> | null> =>
  getOrNull<HydraCollection<T>>(path, params).then((c) => (c ? toList(c) : null));

export const getShop = (id: number) => getOrNull<Shop>(`api/shops/${id}`);

/** No items: what a shop-scoped list is when the API knows no such shop (a new shop's empty database). */
const NOTHING: List<never> = { items: [], total: 0, hasMore: false };

export const getCatalogs = () => getList<Catalog>('api/catalogs');
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

function filterParams(f: GoodsFilter): SearchParams {
  const p: SearchParams = {};
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

/** The query string of a goods listing or its dictionaries, as the API takes it. */
export const goodsQuery = (f: GoodsFilter): URLSearchParams => toSearchParams(filterParams(f));

export const getShopGoods = (shopId: number, f: GoodsFilter) => getList<Good>(`api/shops/${shopId}/goods`, filterParams(f));

/** The ids of the shop's goods after `after`, ascending (the sitemap's keyset walk); the API's largest page by default. */
/** A page of the shop's product ids (the sitemap); none when the API knows no such shop. */
export const getShopGoodIds = (shopId: number, after: number): Promise<GoodIdsPage> =>
  getOrNull<GoodIdsPage>(`api/shops/${shopId}/goods/ids`, { after }).then((p) => p ?? { ids: [], next: null });

/** The listing's filter dictionaries; their counts depend on the filters chosen (order and paging are left out). */
export const getGoodsDicts = (shopId: number, f: GoodsFilter) =>
  get<GoodsDicts>(`api/shops/${shopId}/goods/dicts`, filterParams({ ...f, order: undefined, page: undefined, itemsPerPage: undefined }));

export const getGood = (shopId: number, id: number) => getOrNull<Good>(`api/shops/${shopId}/goods/${id}`);
export const getSimilar = (shopId: number, id: number) => getList<Good>(`api/shops/${shopId}/goods/${id}/similar`);
export const getSameBrand = (shopId: number, id: number) => getList<Good>(`api/shops/${shopId}/goods/${id}/samebrand`);

/** A page of search results, with the query they were found by when it is not the one typed. */
/** Search results; none when the API knows no such shop (an empty shop finds nothing, not an error). */
export const searchGoods = (shopId: number, text: string, page = 1): Promise<List<Good> & { correctedQuery?: string }> =>
  getOrNull<GoodsSearchCollection>('api/goods', { name: text, shopId, page })
    .then((c) => (c ? { ...toList(c), ...(c.correctedQuery ? { correctedQuery: c.correctedQuery } : {}) } : NOTHING));
export const goodsByIds = (shopId: number, ids: number[]) =>
  getList<Good>('api/goods', { pagination: false, softShopId: shopId, 'id[]': ids });

/** Home's biggest discounts; none when the API knows no such shop. */
export const getMaxDiscount = (shopId: number) => getListOrNull<Good>(`api/shops/${shopId}/maxdiscount`).then((l) => l ?? NOTHING);
/** The home page's blocks; null when the API does not know the shop. */
export const getPageBlocks = (shopId: number) =>
  getListOrNull<PageBlock>(`api/shops/${shopId}/page_blocks`, { pageType: 'main', target: 'site' });

/** The shop's good sets; none when the API knows no such shop. */
export const getGoodSets = (shopId: number, inCatalog = false) =>
  getListOrNull<GoodSet>(`api/shops/${shopId}/good_sets`, inCatalog ? { 'show-in': 'catalog' } : {}).then((l) => l ?? NOTHING);
export const getGoodSet = (shopId: number, id: number) => getOrNull<GoodSet>(`api/shops/${shopId}/good_sets/${id}`);
export const getGoodSetGoods = (shopId: number, id: number, page = 1) =>
  getList<Good>(`api/shops/${shopId}/good_sets/${id}/goods`, { page, itemsPerPage: GOOD_SET_PAGE_SIZE });

export type NewsListParams = { type?: number; exclude?: string; itemsPerPage?: number };
/** The shop's news, newest first; `exclude` leaves one item (by slug) out. */
/** The shop's news; none when the API knows no such shop. */
export const getNewsList = (shopId: number, q: NewsListParams = {}) => getListOrNull<News>(`api/shops/${shopId}/news`, q).then((l) => l ?? NOTHING);
export const getNews = (shopId: number, slug: string) => getOrNull<News>(`api/shops/${shopId}/news/${encodeURIComponent(slug)}`);

/** Discounts with at least one good the shop sells (8001 first, as the API orders them). */
/** The discounts with goods the shop sells; none when the API knows no such shop (/discounts of an empty shop). */
export const getShopDiscounts = (shopId: number) => getListOrNull<Discount>(`api/shops/${shopId}/discounts`).then((l) => l ?? NOTHING);
export const getDiscount = (id: number) => getOrNull<Discount>(`api/discounts/${id}`);

/** The shop's cashback groups; null when the API does not know the shop. */
export const getCashbackGroups = (shopId: number) => getListOrNull<CashbackGroup>('api/cashback_groups', { shopId });
/** One page of a cashback group's goods the shop sells; null when the group is unknown. */
export const getCashbackGroupGoods = (shopId: number, id: number, page = 1, itemsPerPage?: number) =>
  getListOrNull<Good>(`api/cashback_groups/${id}/goods`, { shopId, page, itemsPerPage });
/** The shop's pre-order rules as HTML ('' when it has none); null when the shop is unknown. */
export const getShopRules = (shopId: number) => getOrNull<{ rules: string }>(`api/shops/${shopId}/rules`);
/** The FAQ's edited questions in order and the rules page's text (the back office's /admin-order/pages). */
export const getInfoPages = () => get<InfoPages>('api/info-pages');

/** The good's rating with its histogram, and the first page of its published reviews (the product page). */
export const getRating = (goodId: number) => get<Rating>(`api/goods/${goodId}/rating`);
export const getReviews = (goodId: number) => getList<Review>(`api/goods/${goodId}/reviews`);
