// GET /api/goods (storefront spec §7): goods by ids (basket, favourites), the search results page
// (?name=…&page=…) and the suggestion dropdown (?search=…), both ranked by services/search.ts.
import { createRoute } from '@hono/zod-openapi';
import { GoodsQuery, GoodsSearchCollection, HydraError } from '../../contract';
import { collection } from '../lib/hydra';
import { NUL_RULE, createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { goodsByIds } from '../services/goods';
import { searchGoods } from '../services/search';
import { soldInShop } from '../services/shop-goods';
import { requireShop } from '../services/shops';

const list = createRoute({
  method: 'get',
  path: '/api/goods',
  description: 'Goods of one shop by id, or searched by text. Exactly one of shopId (goods the shop sells) and softShopId '
    + '(any good, priced for the shop); and either id (id[]) or one search text (name or search), never both, never none.',
  request: { query: GoodsQuery },
  responses: {
    200: jsonLd(GoodsSearchCollection, 'Goods by id[] (in the order asked), or ranked search results for name or search'),
    // rules across parameters that OpenAPI cannot put on a parameter: a violation names the one to fix
    400: jsonLd(HydraError, 'A malformed query, or one breaking the rules across parameters: not exactly one of shopId and '
      + 'softShopId (violation on shopId), both id[] and a text (on id), neither (on name), both name and search (on search). '
      + NUL_RULE),
    404: errors[404],
  },
});

export const goodsRoutes = createRouter();
openapi(goodsRoutes, list, async (c) => {
  const q = c.req.valid('query');
  const db = c.var.db;
  const shopId = (q.shopId ?? q.softShopId) as number;
  const soldOnly = q.shopId !== undefined;
  // the shop comes in the query here, so the /api/shops/{shopId}/… check does not cover it
  await requireShop(db, shopId);

  if (q.id !== undefined) {
    // repeated ids answer once, at their first place
    const members = await goodsByIds(db, shopId, [...new Set(q.id)], soldOnly ? soldInShop : undefined);
    return c.json(collection(c, members), 200);
  }

  const text = (q.name ?? q.search) as string;
  const itemsPerPage = q.itemsPerPage;
  const page = q.pagination === false ? 1 : q.page;
  const found = await searchGoods(db, text, { shopId, soldOnly }, { limit: itemsPerPage, offset: (page - 1) * itemsPerPage });
  const members = await goodsByIds(db, shopId, found.ids);
  const list = collection(c, members, found.total, q.pagination === false ? null : { page, itemsPerPage });
  return c.json(found.correctedQuery === undefined ? list : { ...list, correctedQuery: found.correctedQuery }, 200);
});
