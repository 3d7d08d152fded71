// /news/{slug} — a news item with 'Смотрите также' (other news of the same type).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { shopFromParam } from '@/components/catalog/route-params';
import { NewsArticle } from '@/components/news/news-article';
import { loadNews } from '@/lib/data/news';
import { pageMetadata, plainText } from '@/lib/seo';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shop, slug } = await params;
  const view = await loadNews(shopFromParam(shop), slug);
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
  const view = await loadNews(shopFromParam(shop), slug);
  if (!view) notFound();
  return <NewsArticle {...view} />;
}
