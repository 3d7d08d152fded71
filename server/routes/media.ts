// Generated images under /media/… (the storefront proxies /media/* here). The artwork is a pure
// function of the stored names, so responses are cacheable for a long time.
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app';
import { brands, cashbackGroups, categories, discounts, goods, goodSets, news } from '../db/schema';
import { notFound } from '../lib/http';
import {
  GOOD_IMAGE_SIZES, bannerImage, cashbackImage, categoryIcon, discountImage, goodImage, goodSetImage, logoImage,
  newsImage, noPhotoImage, type GoodImageVariant,
} from '../services/images';

const HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400, immutable',
  'X-Content-Type-Options': 'nosniff',
  // an SVG opened directly must not run anything
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

// Canonical decimal ids only: '0x1', '01', '1e1' would each be one more URL of the same image (issue 6)
const id = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number).pipe(z.number().max(Number.MAX_SAFE_INTEGER));
// ids of these tables are PostgreSQL integers: a larger number could only be a miss
const idFile = z.string().regex(/^[1-9]\d{0,9}\.svg$/).transform((f) => Number(f.slice(0, -4)))
  .pipe(z.number().int().positive().max(2_147_483_647));
const slugFile = z.string().regex(/^[a-z0-9-]{1,200}\.svg$/).transform((f) => f.slice(0, -4));
const variantFile = z.enum(Object.keys(GOOD_IMAGE_SIZES).map((v) => `${v}.svg`) as [string, ...string[]])
  .transform((f) => f.slice(0, -4) as GoodImageVariant);

const missing = () => notFound('Изображение не найдено.');

function param<T extends z.ZodType>(c: Context, name: string, schema: T): z.infer<T> {
  const result = schema.safeParse(c.req.param(name));
  if (!result.success) throw missing();
  return result.data;
}

const send = (c: Context, svg: string | null) => {
  if (svg === null) throw missing();
  return c.body(svg, 200, HEADERS);
};

export default function registerMedia(app: Hono<AppEnv>) {
  app.get('/media/logo.svg', (c) => send(c, logoImage()));

  app.get('/media/goods/:id/:n/:variant', async (c) => {
    const goodId = param(c, 'id', id);
    const n = param(c, 'n', z.string().regex(/^[1-9]\d?$/).transform(Number).pipe(z.number().max(20)));
    const variant = param(c, 'variant', variantFile);
    const [row] = await c.var.db
      .select({ name: goods.name, imageCount: goods.imageCount, categoryId: goods.categoryId, parentId: categories.parentId, brand: brands.name, theme: brands.theme })
      .from(goods)
      .innerJoin(categories, eq(categories.id, goods.categoryId))
      .leftJoin(brands, eq(brands.id, goods.brandId))
      .where(eq(goods.id, goodId))
      .limit(1);
    if (!row || n > Math.max(1, row.imageCount)) throw missing();
    if (row.imageCount === 0) return send(c, noPhotoImage(variant));
    return send(c, goodImage(
      { name: row.name, brand: row.brand, ownBrand: row.theme === 'good-spoon', categoryId: row.categoryId, parentId: row.parentId },
      n, variant,
    ));
  });

  app.get('/media/categories/:file', async (c) => {
    const categoryId = param(c, 'file', idFile);
    const [row] = await c.var.db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, categoryId)).limit(1);
    if (!row) throw missing();
    return send(c, categoryIcon(categoryId, row.parentId));
  });

  app.get('/media/banners/:file', (c) => send(c, bannerImage(param(c, 'file', idFile))));

  app.get('/media/news/:file', async (c) => {
    const slug = param(c, 'file', slugFile);
    const [row] = await c.var.db.select({ title: news.title }).from(news).where(eq(news.slug, slug)).limit(1);
    return send(c, row ? newsImage(slug, row.title) : null);
  });

  app.get('/media/good-sets/:file', async (c) => {
    const setId = param(c, 'file', idFile);
    const [row] = await c.var.db.select({ title: goodSets.title }).from(goodSets).where(eq(goodSets.id, setId)).limit(1);
    return send(c, row ? goodSetImage(row.title) : null);
  });

  app.get('/media/cashback/:file', async (c) => {
    const groupId = param(c, 'file', idFile);
    const [row] = await c.var.db.select({ name: cashbackGroups.name }).from(cashbackGroups).where(eq(cashbackGroups.id, groupId)).limit(1);
    return send(c, row ? cashbackImage(groupId, row.name) : null);
  });

  app.get('/media/discounts/:file', async (c) => {
    const discountId = param(c, 'file', idFile);
    const [row] = await c.var.db.select({ name: discounts.name }).from(discounts).where(eq(discounts.id, discountId)).limit(1);
    return send(c, row ? discountImage(discountId, row.name) : null);
  });
}
