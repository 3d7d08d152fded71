// GET /api/catalogs (the category tree) and /api/catalogs/{id} (one category with its children and parent).
import { Catalog } from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, listAndOne, openapi } from '../lib/openapi';
import { loadCategoryTree, requireCategory, serializeCatalog } from '../services/catalog';

const { list: tree, one } = listAndOne('/api/catalogs', Catalog, {
  list: 'The top categories, each with its subtree', one: 'One category with its subtree and parent',
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
