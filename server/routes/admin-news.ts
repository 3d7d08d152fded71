// The back office's news and the content images (issue 39; contract/admin-news.ts), site admins only:
// anyone else gets 404, as if the routes did not exist. The logic: server/services/admin-news.ts; an
// image is checked and stored as a good's photo is (server/services/photos/, the same limits and variants).
import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import {
  AdminNews, AdminNewsDeleteQuery, AdminNewsInput, AdminNewsUpdate, ContentImage, ContentImageQuery, HydraError, IdParams, hydraCollection,
} from '../../contract';
import { PHOTO_SIZES, photoUrl } from '../../domain/photos';
import { HttpError } from '../lib/http';
import { collection } from '../lib/hydra';
import { bearer, e401, errors, createRouter, jsonLd, openapi } from '../lib/openapi';
import { requireSiteAdmin } from '../lib/permissions';
import { createNews, deleteNews, listAdminNews, updateNews } from '../services/admin-news';
import { auditActor, recordAudit } from '../services/audit';
import { noteContentImage } from '../services/photos/content-images';
import { storeContentImage } from '../services/photos/good-photos';
import { photoUploadLimit } from './good-photos';

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } }) as const;
const e404 = jsonLd(HydraError, 'Not a site admin (the back office does not exist for anyone else), or no such item');
const e409 = jsonLd(HydraError, 'The version is stale (someone changed the item since), or the address is another item\'s');

export const CONTENT_IMAGES_PATH = '/api/admin/content-images';

const list = createRoute({
  method: 'get', path: '/api/admin/news', security: bearer,
  description: 'Site admin: every news item, hidden ones too, newest first',
  responses: { 200: jsonLd(hydraCollection(AdminNews), 'The items'), 401: e401, 404: e404 },
});
const create = createRoute({
  method: 'post', path: '/api/admin/news', security: bearer,
  description: 'Site admin: adds a news item (its HTML sanitised); revalidates the home and news pages it shows on; recorded in the audit log',
  request: body(AdminNewsInput),
  responses: { 201: jsonLd(AdminNews, 'The new item'), 401: e401, 404: e404, 409: e409, 422: errors[422] },
});
const update = createRoute({
  method: 'put', path: '/api/admin/news/{id}', security: bearer,
  description: 'Site admin: replaces a news item\'s fields (hiding it included) at the version read; revalidates its pages; recorded in the audit log',
  request: { params: IdParams, ...body(AdminNewsUpdate) },
  responses: { 200: jsonLd(AdminNews, 'The item as it is now'), 400: errors[400], 401: e401, 404: e404, 409: e409, 422: errors[422] },
});
const remove = createRoute({
  method: 'delete', path: '/api/admin/news/{id}', security: bearer,
  description: 'Site admin: deletes a news item at the version read; revalidates its pages; recorded in the audit log',
  request: { params: IdParams, query: AdminNewsDeleteQuery },
  responses: { 204: { description: 'Deleted' }, 400: errors[400], 401: e401, 404: e404, 409: e409 },
});
const upload = createRoute({
  method: 'post', path: CONTENT_IMAGES_PATH, security: bearer, request: { query: ContentImageQuery },
  description: 'Site admin: stores an image for a banner or a news item. The body is the file itself (JPEG, PNG, WebP or AVIF, at most 20 MB, '
    + '50 megapixels), checked and served as a good\'s photo is; the same file again is the same image. Recorded in the audit log',
  responses: {
    201: jsonLd(ContentImage, 'The stored image and its addresses'), 401: e401, 404: jsonLd(HydraError, 'Not a site admin'),
    413: jsonLd(HydraError, 'The file is over 20 MB'),
    422: jsonLd(HydraError, 'The file is refused: violations say why (its type, size, pixels, markup, a broken file, a name with a path)'),
  },
});

export const adminNewsRoutes = createRouter();

adminNewsRoutes.use(CONTENT_IMAGES_PATH, photoUploadLimit);

openapi(adminNewsRoutes, list, async (c) => {
  await requireSiteAdmin(c);
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, await listAdminNews(c.var.db)), 200);
});
openapi(adminNewsRoutes, create, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await createNews(c.var.db, auditActor(c, admin.id), c.req.valid('json')), 201);
});
openapi(adminNewsRoutes, update, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await updateNews(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json')), 200);
});
openapi(adminNewsRoutes, remove, async (c) => {
  const admin = await requireSiteAdmin(c);
  await deleteNews(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('query').version);
  return c.body(null, 204);
});
openapi(adminNewsRoutes, upload, async (c) => {
  const admin = await requireSiteAdmin(c);
  const bytes = Buffer.from(await c.req.arrayBuffer());
  if (bytes.length === 0) throw new HttpError(422, 'Unprocessable Entity', 'Файл пуст.', [{ propertyPath: 'file', message: 'Файл пуст.' }]);
  const name = c.req.valid('query').name ?? 'файл';
  const hash = await storeContentImage({ name, bytes }, c.var.services.photos);
  // noted for the sweep of images nothing ends up showing (services/photos/content-images.ts)
  await noteContentImage(c.var.db, hash);
  await recordAudit(c.var.db, auditActor(c, admin.id), { kind: 'content_image.upload', target: `photo:${hash}`, after: { name, bytes: bytes.length } });
  return c.json({ '@type': 'ContentImage' as const, hash, url: photoUrl(hash, 1200), preview: photoUrl(hash, PHOTO_SIZES.normal) }, 201);
});
