// Generated images under /media/… (the storefront proxies /media/* here). The artwork is a pure
// function of the stored names and category looks, so responses are cacheable for a long time.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { brands, cashbackGroups, categories, discounts, goods, goodSets, news } from '../db/schema';
import { notFound } from '../lib/http';
import { createRouter, errors, openapi } from '../lib/openapi';
import {
  GOOD_IMAGE_SIZES, bannerImage, cashbackImage, categoryIcon, discountImage, goodImage, goodSetImage, logoImage,
  newsImage, noPhotoImage, type CategoryArt, type GoodImageVariant,
} from '../demo/art/images';
import { PHOTO_FORMATS, PHOTO_HASH, PHOTO_WIDTHS, negotiatePhotoFormat, type PhotoFormat, type PhotoWidth } from '../../domain/photos';
import { photoVariant } from '../services/photos/store';

const HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400, immutable',
  'X-Content-Type-Options': 'nosniff',
  // an SVG opened directly must not run anything
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

// Canonical decimal ids only: '0x1', '01', '1e1' would each be one more URL of the same image
const id = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number).pipe(z.number().max(Number.MAX_SAFE_INTEGER));
// ids of these tables are PostgreSQL integers: a larger number could only be a miss
const idFile = z.string().regex(/^[1-9]\d{0,9}\.svg$/).transform((f) => Number(f.slice(0, -4)))
  .pipe(z.number().int().positive().max(2_147_483_647));
const slugFile = z.string().regex(/^[a-z0-9-]{1,200}\.svg$/).transform((f) => f.slice(0, -4));
const variantFile = z.enum(Object.keys(GOOD_IMAGE_SIZES).map((v) => `${v}.svg`) as [string, ...string[]])
  .transform((f) => f.slice(0, -4) as GoodImageVariant);

const missing = () => notFound('Изображение не найдено.');

const send = (c: Context, svg: string | null) => {
  if (svg === null) throw missing();
  return c.body(svg, 200, HEADERS);
};

const svg = { description: 'The image', content: { 'image/svg+xml': { schema: z.string() } } } as const;

/** An image by file name: a name that cannot be an image answers 404, not 400 (it is a file, not a query). */
const fileRoute = <P extends string, F extends z.ZodType>(path: P, file: F, description: string) => createRoute({
  method: 'get',
  path,
  request: { params: z.object({ file }) },
  description,
  responses: { 200: svg, 404: errors[404] },
});

const logo = createRoute({ method: 'get', path: '/media/logo.svg', description: "The shop's logo", responses: { 200: svg } });
const goodImg = createRoute({
  method: 'get',
  path: '/media/goods/{id}/{n}/{variant}',
  request: { params: z.object({ id, n: z.string().regex(/^[1-9]\d?$/).transform(Number).pipe(z.number().max(20)), variant: variantFile }) },
  description: 'Picture n of a good (a drawing with no photo when it has none)',
  responses: { 200: svg, 404: errors[404] },
});
const categoryImg = fileRoute('/media/categories/{file}', idFile, 'The icon of a category');
const bannerImg = fileRoute('/media/banners/{file}', idFile, 'A home page banner');
const newsImg = fileRoute('/media/news/{file}', slugFile, 'The picture of a news item');
const goodSetImg = fileRoute('/media/good-sets/{file}', idFile, 'The picture of a good set');
const cashbackImg = fileRoute('/media/cashback/{file}', idFile, 'The picture of a cashback group');
const discountImg = fileRoute('/media/discounts/{file}', idFile, 'The picture of a discount');

// A photo's variant: `<width>` (the format by Accept) or `<width>.<format>` (for <picture>)
const photoFile = z.string().regex(new RegExp(`^(${PHOTO_WIDTHS.join('|')})(\\.(${PHOTO_FORMATS.join('|')}))?$`))
  .transform((f) => { const [w, ext] = f.split('.'); return { width: Number(w) as PhotoWidth, format: ext as PhotoFormat | undefined }; });
const photoImg = createRoute({
  method: 'get',
  path: '/media/photos/{hash}/{file}',
  request: { params: z.object({ hash: z.string().regex(PHOTO_HASH), file: photoFile }) },
  description: "A variant of a good's photo, named by its content (decision 176): `{width}` picks AVIF, WebP or JPEG by Accept; `{width}.{avif|webp|jpg}` names one",
  responses: {
    200: { description: 'The image', content: { 'image/jpeg': { schema: z.string() }, 'image/avif': { schema: z.string() }, 'image/webp': { schema: z.string() } } },
    404: errors[404],
  },
});

const asMissing = { invalid: missing };

// A category's look is stored on its row; one without a look borrows its parent's (images.ts), so
// both rows come in the one query that finds the category.
const parent = alias(categories, 'parent');
const lookColumns = {
  categoryId: categories.id,
  pictogram: categories.pictogram,
  hue: categories.hue,
  parentPictogram: parent.pictogram,
  parentHue: parent.hue,
};
type LookRow = { categoryId: number; pictogram: string | null; hue: number | null; parentPictogram: string | null; parentHue: number | null };
// without a parent row (a top category) the left join reads nulls: nothing to borrow, as with null
const categoryArt = (row: LookRow): CategoryArt => ({
  id: row.categoryId,
  own: { pictogram: row.pictogram, hue: row.hue },
  parent: { pictogram: row.parentPictogram, hue: row.parentHue },
});

export const mediaRoutes = createRouter();
openapi(mediaRoutes, logo, (c) => send(c, logoImage()));

openapi(mediaRoutes, goodImg, async (c) => {
  const { id: goodId, n, variant } = c.req.valid('param');
  const [row] = await c.var.db
    .select({ name: goods.name, imageCount: goods.imageCount, brand: brands.name, theme: brands.theme, ...lookColumns })
    .from(goods)
    .innerJoin(categories, eq(categories.id, goods.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .leftJoin(brands, eq(brands.id, goods.brandId))
    .where(eq(goods.id, goodId))
    .limit(1);
  if (!row || n > Math.max(1, row.imageCount)) throw missing();
  if (row.imageCount === 0) return send(c, noPhotoImage(variant));
  return send(c, goodImage(
    { name: row.name, brand: row.brand, ownBrand: row.theme === 'good-spoon', category: categoryArt(row) },
    n, variant,
  ));
}, asMissing);

openapi(mediaRoutes, categoryImg, async (c) => {
  const categoryId = c.req.valid('param').file;
  const [row] = await c.var.db.select(lookColumns).from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(categories.id, categoryId)).limit(1);
  if (!row) throw missing();
  return send(c, categoryIcon(categoryArt(row)));
}, asMissing);

openapi(mediaRoutes, bannerImg, (c) => send(c, bannerImage(c.req.valid('param').file)), asMissing);

openapi(mediaRoutes, newsImg, async (c) => {
  const slug = c.req.valid('param').file;
  const [row] = await c.var.db.select({ title: news.title }).from(news).where(eq(news.slug, slug)).limit(1);
  return send(c, row ? newsImage(slug, row.title) : null);
}, asMissing);

openapi(mediaRoutes, goodSetImg, async (c) => {
  const [row] = await c.var.db.select({ title: goodSets.title }).from(goodSets).where(eq(goodSets.id, c.req.valid('param').file)).limit(1);
  return send(c, row ? goodSetImage(row.title) : null);
}, asMissing);

openapi(mediaRoutes, cashbackImg, async (c) => {
  const groupId = c.req.valid('param').file;
  const [row] = await c.var.db.select({ name: cashbackGroups.name }).from(cashbackGroups).where(eq(cashbackGroups.id, groupId)).limit(1);
  return send(c, row ? cashbackImage(groupId, row.name) : null);
}, asMissing);

openapi(mediaRoutes, discountImg, async (c) => {
  const discountId = c.req.valid('param').file;
  const [row] = await c.var.db.select({ name: discounts.name }).from(discounts).where(eq(discounts.id, discountId)).limit(1);
  return send(c, row ? discountImage(discountId, row.name) : null);
}, asMissing);

openapi(mediaRoutes, photoImg, async (c) => {
  const { hash, file } = c.req.valid('param');
  const format = file.format ?? negotiatePhotoFormat(c.req.header('Accept'));
  const variant = await photoVariant(c.var.services.photos, hash, file.width, format);
  if (!variant) throw missing();
  return c.body(new Uint8Array(variant.bytes), 200, {
    'Content-Type': variant.contentType,
    // the URL names the content: it never changes, so browsers and nginx keep it a year
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    ...(file.format ? {} : { Vary: 'Accept' }),
  });
}, asMissing);
