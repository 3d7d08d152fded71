// GET /api/shops/{shopId}/page_blocks?pageType=main&target=site: the home page, block by block.
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app';
import { parseParams, parseQuery } from '../lib/http';
import { collection, requestPath } from '../lib/hydra';
import { PAGE_TYPES, TARGETS, listPageBlocks } from '../services/page-blocks';
import { requireShop } from '../services/shops';
import { shopParams } from './shops';

const query = z.object({
  pageType: z.enum(PAGE_TYPES, { message: `Укажите тип страницы: ${PAGE_TYPES.join(', ')}.` }),
  target: z.enum(TARGETS, { message: `Укажите назначение: ${TARGETS.join(', ')}.` }),
});

export default function register(app: Hono<AppEnv>) {
  app.get('/api/shops/:shopId/page_blocks', async (c) => {
    const { shopId } = parseParams(c, shopParams);
    const q = parseQuery(c, query);
    await requireShop(c.var.db, shopId);
    const members = await listPageBlocks(c.var.db, shopId, q.pageType, q.target);
    return c.json(collection(requestPath(c.req.url), members, members.length, null));
  });
}
