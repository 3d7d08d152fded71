// Goods of one shop: the category/discount listing, its filter dictionaries, the product and the
// lists around it, and the week sales (storefront spec §7).
import {
  Good, GoodIdsPage, GoodIdsQuery, GoodParams, GoodsBaseQuery, GoodsDicts, GoodsDictsQuery, MaxDiscountQuery, ShopGoodsQuery, ShopParams, hydraCollection,
} from '../../contract';
import type { Db } from '../db/client';
import { notFound } from '../lib/http';
import { collection } from '../lib/hydra';
import { createRouter, getRoute, openapi } from '../lib/openapi';
import { loadCategoryTree, requireCategory, withDescendants, type CategoryTree } from '../services/catalog';
import { goodsDicts } from '../services/dicts';
import { getDiscount } from '../services/discounts';
import {
  listShopGoods, maxDiscountGoods, pageOf, sameBrandGoods, shopGood, shopGoodIds, similarGoods, type GoodsBase,
} from '../services/shop-goods';

/** pagination=false still answers at most this many goods. */
export const UNPAGED_LIMIT = 500;

/**
 * The goods a listing starts from. A category always brings its descendants, whether or not
 * withSubcategories=true is sent: goods live in leaf categories, so a non-leaf category listed
 * without them would always be empty (the storefront sends the flag in discount mode only).
 */
async function resolveBase(db: Db, q: GoodsBaseQuery): Promise<GoodsBase & { tree?: CategoryTree }> {
  const base: GoodsBase & { tree?: CategoryTree } = {};
  if (q['catalog.id'] !== undefined) {
    // kept for serializing the page's goods, so the tree is read once per request
    base.tree = await loadCategoryTree(db);
    base.categoryIds = withDescendants(requireCategory(base.tree, q['catalog.id']));
  }
  if (q.discount !== undefined) {
    await getDiscount(db, q.discount);
    base.discountId = q.discount;
  }
  return base;
}

async function requireGood(db: Db, shopId: number, id: number) {
  const good = await shopGood(db, shopId, id);
  if (!good) throw notFound(`Товар ${id} не найден.`);
  return good;
}

const dicts = getRoute('/api/shops/{shopId}/goods/dicts', { params: ShopParams, query: GoodsDictsQuery }, GoodsDicts,
  "The filter values of the listing's goods, each with the number of goods the listing shows once it is also chosen");

const listing = getRoute('/api/shops/{shopId}/goods', { params: ShopParams, query: ShopGoodsQuery }, hydraCollection(Good),
  'One page of the category or discount listing, filtered and sorted');

const ids = getRoute('/api/shops/{shopId}/goods/ids', { params: ShopParams, query: GoodIdsQuery }, GoodIdsPage,
  "The ids of the shop's goods (those its unfiltered listing shows), ascending, after `after`: keyset paging for the sitemap");

const product = getRoute('/api/shops/{shopId}/goods/{id}', { params: GoodParams }, Good,
  "One good with the shop's article (null when the shop does not sell it)");

const similar = getRoute('/api/shops/{shopId}/goods/{id}/similar', { params: GoodParams }, hydraCollection(Good),
  'Goods of the same category');

const sameBrand = getRoute('/api/shops/{shopId}/goods/{id}/samebrand', { params: GoodParams }, hydraCollection(Good),
  'Goods of the same brand');

const maxDiscount = getRoute('/api/shops/{shopId}/maxdiscount', { params: ShopParams, query: MaxDiscountQuery }, hydraCollection(Good),
  'Week sales: in-stock goods, biggest discount first');

export const shopGoodsRoutes = createRouter();
// registered before /goods/{id}, which would otherwise take 'dicts' or 'ids' for an id
openapi(shopGoodsRoutes, dicts, async (c) => {
  const q = c.req.valid('query');
  const base = await resolveBase(c.var.db, q);
  const filters = { withDiscount: q.withDiscount, countries: q.country, brands: q.brand, packages: q.package, extra: q.extra };
  return c.json(await goodsDicts(c.var.db, c.req.valid('param').shopId, base, filters), 200);
});
openapi(shopGoodsRoutes, ids, async (c) => {
  const { after, limit } = c.req.valid('query');
  return c.json(await shopGoodIds(c.var.db, c.req.valid('param').shopId, after, limit), 200);
});
openapi(shopGoodsRoutes, listing, async (c) => {
  const { shopId } = c.req.valid('param');
  const q = c.req.valid('query');
  const base = await resolveBase(c.var.db, q);
  const paged = q.pagination ?? true;
  const page = paged ? pageOf(q.page, q.itemsPerPage) : { limit: UNPAGED_LIMIT, offset: 0 };
  const filters = { withDiscount: q.withDiscount, countries: q.country, brands: q.brand, packages: q.package, extra: q.extra };
  const { members, total } = await listShopGoods(c.var.db, shopId, base, filters, q.shopOrder, page, base.tree);
  return c.json(collection(c, members, total, paged ? q : null), 200);
});
openapi(shopGoodsRoutes, product, async (c) => {
  const { shopId, id } = c.req.valid('param');
  return c.json(await requireGood(c.var.db, shopId, id), 200);
});
openapi(shopGoodsRoutes, similar, async (c) => {
  const { shopId, id } = c.req.valid('param');
  return c.json(collection(c, await similarGoods(c.var.db, shopId, await requireGood(c.var.db, shopId, id))), 200);
});
openapi(shopGoodsRoutes, sameBrand, async (c) => {
  const { shopId, id } = c.req.valid('param');
  return c.json(collection(c, await sameBrandGoods(c.var.db, shopId, await requireGood(c.var.db, shopId, id))), 200);
});
openapi(shopGoodsRoutes, maxDiscount, async (c) => {
  const { shopId } = c.req.valid('param');
  return c.json(collection(c, await maxDiscountGoods(c.var.db, shopId, c.req.valid('query').itemsPerPage)), 200);
});
