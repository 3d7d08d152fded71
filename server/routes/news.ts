// News of a shop: the list (optionally of one type, without the item being read) and one item by slug.
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app';
import { itemsPerPageParam, pageParam, parseParams, parseQuery } from '../lib/http';
import { collection, requestPath } from '../lib/hydra';
import { listNews, newsBySlug } from '../services/news';
import { pageOf } from '../services/shop-goods';
import { requireShop } from '../services/shops';
import { shopParams } from './shops';

const slug = z.string().min(1, 'Укажите адрес новости.').max(200, 'Адрес новости длиннее 200 символов.');

const listQuery = z.object({
  type: z.coerce.number({ message: 'Тип новости должен быть числом.' })
    .int('Тип новости должен быть целым числом.')
    .min(0, 'Тип новости не может быть отрицательным.')
    .max(1000, 'Тип новости не может быть больше 1000.')
    .optional(),
  exclude: slug.optional(),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(20, 100),
});

export default function register(app: Hono<AppEnv>) {
  app.get('/api/shops/:shopId/news', async (c) => {
    const { shopId } = parseParams(c, shopParams);
    const q = parseQuery(c, listQuery);
    await requireShop(c.var.db, shopId);
    const { members, total } = await listNews(c.var.db, shopId, q, pageOf(q.page, q.itemsPerPage));
    return c.json(collection(requestPath(c.req.url), members, total, q));
  });

  app.get('/api/shops/:shopId/news/:slug', async (c) => {
    const p = parseParams(c, shopParams.extend({ slug }));
    await requireShop(c.var.db, p.shopId);
    return c.json(await newsBySlug(c.var.db, p.shopId, p.slug));
  });
}
