// GET /api/shops/{shopId}/yml.xml: the shop's YML feed for Яндекс Товары / Маркет, streamed (the
// storefront serves it at /yml.xml). XML, not JSON-LD.
import { createRoute } from '@hono/zod-openapi';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import { ShopParams } from '../../contract';
import { notFound } from '../lib/http';
import { createRouter, errors, openapi } from '../lib/openapi';
import { ymlFeed } from '../services/yml';

const feed = createRoute({
  method: 'get', path: '/api/shops/{shopId}/yml.xml', request: { params: ShopParams },
  description: 'The shop\'s offers as a YML feed (Yandex Market Language): categories, each good it sells with its regular price, stock, pictures',
  responses: { 200: { description: 'The feed', content: { 'application/xml': { schema: z.string() } } }, 400: errors[400], 404: errors[404] },
});

export const ymlRoutes = createRouter();
openapi(ymlRoutes, feed, async (c) => {
  const pieces = await ymlFeed(c.var.db, c.req.valid('param').shopId);
  if (!pieces) throw notFound('Магазин не найден.');
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return stream(c, async (s) => {
    for await (const piece of pieces) await s.write(piece);
  }) as never;
});
