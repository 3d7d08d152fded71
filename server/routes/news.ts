// News of a shop: the list (optionally of one type, without the item being read) and one item by slug.
import { News, NewsListQuery, NewsParams, ShopParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, getRoute, openapi } from '../lib/openapi';
import { listNews, newsBySlug } from '../services/news';
import { pageOf } from '../services/shop-goods';

const list = getRoute('/api/shops/{shopId}/news', { params: ShopParams, query: NewsListQuery }, hydraCollection(News),
  'News of the shop and of every shop, newest first');

const one = getRoute('/api/shops/{shopId}/news/{slug}', { params: NewsParams }, News,
  'One news item');

export const newsRoutes = createRouter();
openapi(newsRoutes, list, async (c) => {
  const q = c.req.valid('query');
  const { members, total } = await listNews(c.var.db, c.req.valid('param').shopId, q, pageOf(q.page, q.itemsPerPage));
  return c.json(collection(c, members, total, q), 200);
});
openapi(newsRoutes, one, async (c) => {
  const { shopId, slug } = c.req.valid('param');
  return c.json(await newsBySlug(c.var.db, shopId, slug), 200);
});
