// /news/{slug} — a news item with 'Смотрите также' (other news of the same type).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { shopFromParam } from '@/components/catalog/route-params';
import { NewsArticle } from '@/components/news/news-article';
import { getNews, getNewsList } from '@/lib/api/catalog';
import { pageMetadata, plainText } from '@/lib/seo';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

const RELATED = 4;

type Props = { params: Promise<{ shop: string; slug: string }> };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const load = cache(async (shop: number, segment: string) => {
  const slug = decode(segment);
  if (!slug) return null;
  const news = await getNews(shop, slug);
  if (!news) return null;
  const list = await getNewsList(shop, news.type).catch(() => null);
  const related = (list?.['hydra:member'] ?? []).filter((n) => n.slug !== news.slug).slice(0, RELATED);
  return { news, related };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, slug } = await params;
  const view = await load(shopFromParam(shop), slug);
  if (!view) return { title: 'Новость не найдена' };
  return pageMetadata({
    title: view.news.title,
    description: plainText(view.news.content, 180) || view.news.title,
    path: `/news/${encodeURIComponent(view.news.slug)}`,
    image: view.news.image,
    type: 'article',
  });
}

export default async function Page({ params }: Props) {
  const { shop, slug } = await params;
  const view = await load(shopFromParam(shop), slug);
  if (!view) notFound();
  return <NewsArticle news={view.news} related={view.related} />;
}
