// GET /api/catalogs (the category tree) and /api/catalogs/{id} (one category with its children and parent).
import { createRoute } from '@hono/zod-openapi';
import { Catalog, IdParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { loadCategoryTree, requireCategory, serializeCatalog } from '../services/catalog';

const tree = createRoute({
  method: 'get',
  path: '/api/catalogs',
  responses: { 200: jsonLd(hydraCollection(Catalog), 'The top categories, each with its subtree') },
});

const one = createRoute({
  method: 'get',
  path: '/api/catalogs/{id}',
  request: { params: IdParams },
  responses: { 200: jsonLd(Catalog, 'One category with its subtree and parent'), 400: errors[400], 404: errors[404] },
});

export const catalogRoutes = createRouter();
openapi(catalogRoutes, tree, async (c) => {
  const { roots } = await loadCategoryTree(c.var.db);
  return c.json(collection(c, roots.map((node) => serializeCatalog(node))), 200);
});
openapi(catalogRoutes, one, async (c) => {
  const tree = await loadCategoryTree(c.var.db);
  return c.json(serializeCatalog(requireCategory(tree, c.req.valid('param').id)), 200);
});
