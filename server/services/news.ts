// News of a shop: its own items and those for every shop (shop_id null), newest first.
import { and, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { News } from '../../contract';
import type { Db } from '../db/client';
import { news } from '../db/schema';
import { notFound } from '../lib/http';
import type { Page } from './shop-goods';

type NewsRow = typeof news.$inferSelect;

function serializeNews(n: NewsRow): News {
  return {
    '@id': `/api/news/${encodeURIComponent(n.slug)}`,
    '@type': 'News',
    slug: n.slug,
    type: n.type,
    title: n.title,
    content: n.content,
    image: n.image,
    publishedAt: new Date(n.publishedAt).toISOString(),
  };
}

// a hidden item (the back office's switch) shows nowhere on the storefront
const visibleIn = (shopId: number) => and(eq(news.hidden, false), or(isNull(news.shopId), eq(news.shopId, shopId)));
const newestFirst = [desc(news.publishedAt), desc(news.id)];

export type NewsQuery = { type?: number; exclude?: string };

export async function listNews(db: Db, shopId: number, q: NewsQuery, page: Page): Promise<{ members: News[]; total: number }> {
  const where: SQL | undefined = and(
    visibleIn(shopId),
    q.type !== undefined ? eq(news.type, q.type) : undefined,
    q.exclude !== undefined ? ne(news.slug, q.exclude) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db.select().from(news).where(where).orderBy(...newestFirst).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(news).where(where),
  ]);
  return { members: rows.map(serializeNews), total: Number(count?.n ?? 0) };
}

export async function latestNews(db: Db, shopId: number, limit: number): Promise<News[]> {
  const rows = await db.select().from(news).where(visibleIn(shopId)).orderBy(...newestFirst).limit(limit);
  return rows.map(serializeNews);
}

export async function newsBySlug(db: Db, shopId: number, slug: string): Promise<News> {
  const [row] = await db.select().from(news).where(and(eq(news.slug, slug), visibleIn(shopId))).limit(1);
  if (!row) throw notFound(`Новость «${slug}» не найдена.`);
  return serializeNews(row);
}
