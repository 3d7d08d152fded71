// GET /api/catalogs (the category tree) and /api/catalogs/{id} (one category with its children and parent).
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app';
import { idParam, parseParams } from '../lib/http';
import { collection, requestPath } from '../lib/hydra';
import { loadCategoryTree, requireCategory, serializeCatalog } from '../services/catalog';

export default function register(app: Hono<AppEnv>) {
  app.get('/api/catalogs', async (c) => {
    const tree = await loadCategoryTree(c.var.db);
    const members = tree.roots.map((node) => serializeCatalog(node));
    return c.json(collection(requestPath(c.req.url), members, members.length, null));
  });

  app.get('/api/catalogs/:id', async (c) => {
    const { id } = parseParams(c, z.object({ id: idParam }));
    const tree = await loadCategoryTree(c.var.db);
    return c.json(serializeCatalog(requireCategory(tree, id)));
  });
}
