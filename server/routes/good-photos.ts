// The back office's photos of a good, for site admins (anyone else: 404, as if there were no such
// page). An upload is one file as the request's body (the browser sends them one by one, with a
// progress bar each); the same file twice adds it once, so a retried upload needs no key to be safe.
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { GoodIdParams, GoodPhotoUploadQuery, GoodPhotos, GoodPhotosOrder, HydraError, MAX_PHOTO_BYTES } from '../../contract';
import { PHOTO_SIZES, photoUrl } from '../../domain/photos';
import type { AppEnv } from '../context';
import { goods } from '../db/schema';
import { HttpError, hydraError, notFound } from '../lib/http';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { requireSiteAdmin } from '../lib/permissions';
import { auditActor, recordAudit } from '../services/audit';
import { addGoodPhoto, arrangeGoodPhotos, type PhotosAudit } from '../services/photos/good-photos';

const PATH = '/api/admin/goods/{id}/photos';
const security = [{ Bearer: [] }];
const answers = {
  401: jsonLd(HydraError, 'No access token, or a bad or expired one'),
  404: jsonLd(HydraError, 'No such good, or the caller is not a site admin'),
} as const;

const list = createRoute({
  method: 'get', path: PATH, security, request: { params: GoodIdParams },
  description: "A good's photos in order (site admins)",
  responses: { 200: jsonLd(GoodPhotos, 'The photos'), ...answers },
});
const upload = createRoute({
  method: 'post', path: PATH, security, request: { params: GoodIdParams, query: GoodPhotoUploadQuery },
  description: 'Adds a photo at the end (site admins). The body is the file itself (JPEG, PNG, WebP or AVIF, at most 20 MB, 50 megapixels); the same file again changes nothing',
  responses: {
    201: jsonLd(GoodPhotos, 'The photos with the new one'),
    ...answers,
    413: jsonLd(HydraError, 'The file is over 20 MB'),
    422: jsonLd(HydraError, 'The file is refused: violations say why (its type, size, pixels, markup, a broken file, a name with a path)'),
  },
});
const arrange = createRoute({
  method: 'put', path: PATH, security, request: { params: GoodIdParams, body: { content: { 'application/json': { schema: GoodPhotosOrder } }, required: true } },
  description: 'Reorders and deletes photos (site admins): the list is the new order, a photo left out is deleted',
  responses: { 200: jsonLd(GoodPhotos, 'The photos as they are now'), ...answers, 422: errors[422] },
});

async function view(c: Context<AppEnv>, goodId: number): Promise<GoodPhotos> {
  const [row] = await c.var.db.select({ name: goods.name, photos: goods.photos }).from(goods).where(eq(goods.id, goodId));
  if (!row) throw notFound('Товар не найден.');
  return {
    '@id': `/api/admin/goods/${goodId}/photos`,
    goodId,
    name: row.name,
    photos: row.photos.map((hash) => ({ hash, thumb: photoUrl(hash, 240), normal: photoUrl(hash, PHOTO_SIZES.normal) })),
  };
}

/** The audit row of a change to the good's photos (good_photos.add / good_photos.arrange), in the change's transaction. */
const auditOf = (c: Context<AppEnv>, adminId: number, goodId: number, kind: 'good_photos.add' | 'good_photos.arrange'): PhotosAudit =>
  (tx, before, after) => recordAudit(tx, auditActor(c, adminId), { kind, target: `good:${goodId}`, before: { photos: before }, after: { photos: after } });

export const goodPhotoRoutes = createRouter();

/**
 * An upload's body limit, for the paths the app's 256 KB limit skips (server/app.ts): a POST is read
 * only from a site admin, and only up to a photo's 20 MB. Also the content images' (admin-news.ts).
 */
export const photoUploadLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST') return next();
  await requireSiteAdmin(c);
  return bodyLimit({
    maxSize: MAX_PHOTO_BYTES,
    onError: (r) => r.json(hydraError(413, 'Payload Too Large', 'Файл больше 20 МБ.'), 413),
  })(c, next);
};

goodPhotoRoutes.use('/api/admin/goods/:id/photos', photoUploadLimit);

openapi(goodPhotoRoutes, list, async (c) => {
  await requireSiteAdmin(c);
  return c.json(await view(c, c.req.valid('param').id), 200);
});

openapi(goodPhotoRoutes, upload, async (c) => {
  const admin = await requireSiteAdmin(c);
  const { id } = c.req.valid('param');
  const bytes = Buffer.from(await c.req.arrayBuffer());
  if (bytes.length === 0) throw new HttpError(422, 'Unprocessable Entity', 'Файл пуст.', [{ propertyPath: 'file', message: 'Файл пуст.' }]);
  await addGoodPhoto(c.var.db, id, { name: c.req.valid('query').name ?? 'файл', bytes }, c.var.services.photos, auditOf(c, admin.id, id, 'good_photos.add'));
  return c.json(await view(c, id), 201);
});

openapi(goodPhotoRoutes, arrange, async (c) => {
  const admin = await requireSiteAdmin(c);
  const { id } = c.req.valid('param');
  await arrangeGoodPhotos(c.var.db, id, c.req.valid('json').photos, c.var.services.photos, auditOf(c, admin.id, id, 'good_photos.arrange'));
  return c.json(await view(c, id), 200);
});
