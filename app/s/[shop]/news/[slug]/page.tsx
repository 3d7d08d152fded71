// /news/{slug} — a news item with 'Смотрите также' (other news of the same type).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { shopFromParam } from '@/components/catalog/route-params';
import { NewsArticle, newsMetadata } from '@/components/news/news-article';
import { loadNews } from '@/lib/data/news';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, slug } = await params;
  const view = await loadNews(shopFromParam(shop), slug);
  return view ? newsMetadata(view) : { title: 'Новость не найдена' };
}

export default async function Page({ params }: Props) {
  const { shop, slug } = await params;
  const view = await loadNews(shopFromParam(shop), slug);
  if (!view) notFound();
  return <NewsArticle {...view} />;
}
