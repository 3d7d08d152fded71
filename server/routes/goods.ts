// GET /api/goods (storefront spec §7): goods by ids (basket, favourites), the search results page
// (?name=…&page=…) and the suggestion dropdown (?search=…), both ranked by services/search.ts.
import type { Hono } from 'hono';
import { z } from 'zod';
import { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN } from '../../domain/search-text';
import type { AppEnv } from '../app';
import { boolParam, goodIdParam, idParam, itemsPerPageParam, pageParam, parseQuery } from '../lib/http';
import { collection, requestPath } from '../lib/hydra';
import { goodsByIds } from '../services/goods';
import { searchGoods } from '../services/search';
import { requireShop } from '../services/shops';
import { soldInShop } from '../services/shop-goods';

/** Ids one request may ask for (a basket or a favourites list fits easily). */
export const MAX_IDS = 200;
/** The suggestion dropdown shows this many goods. */
export const SUGGESTIONS = 10;

const textParam = z
  .string({ message: 'Текст поиска должен быть строкой.' })
  .trim()
  .min(SEARCH_TEXT_MIN, `Текст поиска должен содержать не меньше ${SEARCH_TEXT_MIN} символов.`)
  .max(SEARCH_TEXT_MAX, `Текст поиска должен быть не длиннее ${SEARCH_TEXT_MAX} символов.`);

const idsParam = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z.array(goodIdParam, { message: 'id[]: ожидается список идентификаторов.' })
    .max(MAX_IDS, `Не больше ${MAX_IDS} идентификаторов за один запрос.`),
);

const goodsQuery = z.preprocess(
  // the dropdown (?search=…) shows fewer goods than a results page unless asked otherwise
  (q) => (q && typeof q === 'object' && 'search' in q && !('itemsPerPage' in q) ? { ...q, itemsPerPage: SUGGESTIONS } : q),
  z.object({
    id: idsParam.optional(),
    shopId: idParam.optional(),
    softShopId: idParam.optional(),
    name: textParam.optional(),
    search: textParam.optional(),
    page: pageParam,
    itemsPerPage: itemsPerPageParam(30, 100),
    pagination: boolParam.optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.shopId === undefined) === (q.softShopId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['shopId'], message: 'Укажите магазин: shopId или softShopId (один из них).' });
    }
    const texts = [q.name, q.search].filter((t) => t !== undefined).length;
    if (q.id !== undefined && texts > 0) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'Укажите либо id[], либо текст поиска, но не оба.' });
    } else if (q.id === undefined && texts === 0) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Укажите id[] товаров или текст поиска (name или search).' });
    } else if (texts > 1) {
      ctx.addIssue({ code: 'custom', path: ['search'], message: 'Укажите текст поиска одним параметром: name или search.' });
    }
  }),
);

export default function register(app: Hono<AppEnv>) {
  app.get('/api/goods', async (c) => {
    const q = parseQuery(c, goodsQuery);
    const db = c.var.db;
    const shopId = (q.shopId ?? q.softShopId) as number;
    const soldOnly = q.shopId !== undefined;
    await requireShop(db, shopId);
    const path = requestPath(c.req.url);

    if (q.id !== undefined) {
      // repeated ids answer once, at their first place
      const ids = [...new Set(q.id)];
      const members = await goodsByIds(db, shopId, ids, soldOnly ? soldInShop : undefined);
      return c.json(collection(path, members, members.length, null));
    }

    const text = (q.name ?? q.search) as string;
    const itemsPerPage = q.itemsPerPage;
    const page = q.pagination === false ? 1 : q.page;
    const found = await searchGoods(db, text, { shopId, soldOnly }, { limit: itemsPerPage, offset: (page - 1) * itemsPerPage });
    const members = await goodsByIds(db, shopId, found.ids);
    return c.json(collection(path, members, found.total, q.pagination === false ? null : { page, itemsPerPage }));
  });
}
