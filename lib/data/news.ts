// What /news/{slug} shows, loaded once per render (metadata and page share it).
import 'server-only';
import { cache } from 'react';
import { getNews, getNewsList } from '@/lib/api/catalog';
import type { News } from '@/contract';

/** 'Смотрите также': this many other news items of the same type. */
const SEE_ALSO = 4;

export type NewsView = { news: News; related: News[] };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A news item by its (percent-encoded) path segment; null for an unknown one. */
export const loadNews = cache(async (shop: number, segment: string): Promise<NewsView | null> => {
  const slug = decode(segment);
  if (!slug) return null;
  const news = await getNews(shop, slug);
  if (!news) return null;
  // the API leaves the item out itself (exclude=); the list is an extra: the article renders without it
  const related = await getNewsList(shop, { type: news.type, exclude: news.slug, itemsPerPage: SEE_ALSO })
    .then((l) => l.items, () => [] as News[]);
  return { news, related };
});
