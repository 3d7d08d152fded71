// Goods of one shop: the category/discount listing, its filter dictionaries, the product and the
// lists around it, and the week sales (storefront spec §7).
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app';
import type { Db } from '../db/client';
import { boolParam, goodIdParam, idParam, itemsPerPageParam, listParam, notFound, pageParam, parseParams, parseQuery } from '../lib/http';
import { collection, requestPath } from '../lib/hydra';
import { loadCategoryTree, requireCategory, withDescendants } from '../services/catalog';
import { goodsDicts } from '../services/dicts';
import { getDiscount } from '../services/discounts';
import {
  SHOP_ORDERS, listShopGoods, maxDiscountGoods, pageOf, sameBrandGoods, shopGood, similarGoods, type GoodsBase,
} from '../services/shop-goods';
import { requireShop } from '../services/shops';
import { shopParams } from './shops';

/** pagination=false still answers at most this many goods. */
export const UNPAGED_LIMIT = 500;

const baseQuery = z.object({
  'catalog.id': idParam.optional(),
  discount: idParam.optional(),
  withSubcategories: boolParam.optional(),
});

/** The most goods one listing page asks for: 25 steps of 40 (domain/listing). */
export const LISTING_RANGE_MAX = 1000;

/** Filtered extra properties per listing request. */
export const MAX_EXTRA_PROPERTIES = 20;

const extraParam = z
  .record(z.string(), listParam, { message: 'Ожидается extra[{id свойства}][]=значение.' })
  .refine((extra) => Object.keys(extra).every((k) => /^\d{1,9}$/.test(k)), 'Идентификатор свойства должен быть числом.')
  // each property is one more filter join: a listing with hundreds of them held the single PGlite connection for a second
  .refine((extra) => Object.keys(extra).length <= MAX_EXTRA_PROPERTIES, `Не больше ${MAX_EXTRA_PROPERTIES} свойств в фильтре extra.`)
  .transform((extra) => Object.fromEntries(Object.entries(extra).map(([k, v]) => [String(Number(k)), v])));

const listingQuery = baseQuery.extend({
  pagination: boolParam.optional(),
  page: pageParam,
  // up to MAX_LISTING_PAGE × LISTING_PAGE_SIZE: the storefront fetches `?page=25` as one range (issue 6)
  itemsPerPage: itemsPerPageParam(30, LISTING_RANGE_MAX),
  shopOrder: z.enum(SHOP_ORDERS, { message: 'Неизвестный порядок сортировки: допустимы name, discount, price, price-desc.' }).default('name'),
  withDiscount: boolParam.optional(),
  country: listParam.optional(),
  brand: listParam.optional(),
  package: listParam.optional(),
  extra: extraParam.optional(),
});

const goodParams = shopParams.extend({ id: goodIdParam });

/**
 * The goods a listing starts from. A category always brings its descendants, whether or not
 * withSubcategories=true is sent: goods live in leaf categories, so a non-leaf category listed
 * without them would always be empty (the storefront sends the flag in discount mode only).
 */
async function resolveBase(db: Db, q: z.infer<typeof baseQuery>): Promise<GoodsBase> {
  const base: GoodsBase = {};
  if (q['catalog.id'] !== undefined) {
    base.categoryIds = withDescendants(requireCategory(await loadCategoryTree(db), q['catalog.id']));
  }
  if (q.discount !== undefined) {
    await getDiscount(db, q.discount);
    base.discountId = q.discount;
  }
  return base;
}

async function requireGood(c: Context<AppEnv>) {
  const { shopId, id } = parseParams(c, goodParams);
  await requireShop(c.var.db, shopId);
  const good = await shopGood(c.var.db, shopId, id);
  if (!good) throw notFound(`Товар ${id} не найден.`);
  return { shopId, good };
}

export default function register(app: Hono<AppEnv>) {
  // registered before /goods/:id, which would otherwise take 'dicts' for an id
  app.get('/api/shops/:shopId/goods/dicts', async (c) => {
    const { shopId } = parseParams(c, shopParams);
    const q = parseQuery(c, baseQuery.extend({ withDiscount: boolParam.optional() }));
    await requireShop(c.var.db, shopId);
    return c.json(await goodsDicts(c.var.db, shopId, await resolveBase(c.var.db, q), q.withDiscount));
  });

  app.get('/api/shops/:shopId/goods', async (c) => {
    const { shopId } = parseParams(c, shopParams);
    const q = parseQuery(c, listingQuery);
    await requireShop(c.var.db, shopId);
    const base = await resolveBase(c.var.db, q);
    const paged = q.pagination ?? true;
    const page = paged ? pageOf(q.page, q.itemsPerPage) : { limit: UNPAGED_LIMIT, offset: 0 };
    const filters = {
      withDiscount: q.withDiscount, countries: q.country, brands: q.brand, packages: q.package, extra: q.extra,
    };
    const { members, total } = await listShopGoods(c.var.db, shopId, base, filters, q.shopOrder, page);
    return c.json(collection(requestPath(c.req.url), members, total,
      paged ? { page: q.page, itemsPerPage: q.itemsPerPage } : null));
  });

  app.get('/api/shops/:shopId/goods/:id', async (c) => {
    const { good } = await requireGood(c);
    return c.json(good);
  });

  app.get('/api/shops/:shopId/goods/:id/similar', async (c) => {
    const { shopId, good } = await requireGood(c);
    const members = await similarGoods(c.var.db, shopId, good);
    return c.json(collection(requestPath(c.req.url), members, members.length, null));
  });

  app.get('/api/shops/:shopId/goods/:id/samebrand', async (c) => {
    const { shopId, good } = await requireGood(c);
    const members = await sameBrandGoods(c.var.db, shopId, good);
    return c.json(collection(requestPath(c.req.url), members, members.length, null));
  });

  app.get('/api/shops/:shopId/maxdiscount', async (c) => {
    const { shopId } = parseParams(c, shopParams);
    const { itemsPerPage } = parseQuery(c, z.object({ itemsPerPage: itemsPerPageParam(20, 50) }));
    await requireShop(c.var.db, shopId);
    const members = await maxDiscountGoods(c.var.db, shopId, itemsPerPage);
    return c.json(collection(requestPath(c.req.url), members, members.length, null));
  });
}
