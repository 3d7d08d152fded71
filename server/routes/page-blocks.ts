// GET /api/shops/{shopId}/page_blocks?pageType=main&target=site: the home page, block by block.
import { createRoute } from '@hono/zod-openapi';
import { PageBlock, PageBlocksQuery, ShopParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { listPageBlocks } from '../services/page-blocks';

const list = createRoute({
  method: 'get',
  path: '/api/shops/{shopId}/page_blocks',
  request: { params: ShopParams, query: PageBlocksQuery },
  responses: { 200: jsonLd(hydraCollection(PageBlock), 'The blocks of the page, in order'), 400: errors[400], 404: errors[404] },
});

export const pageBlockRoutes = createRouter();
openapi(pageBlockRoutes, list, async (c) => {
  const q = c.req.valid('query');
  return c.json(collection(c, await listPageBlocks(c.var.db, c.req.valid('param').shopId, q.pageType, q.target)), 200);
});
