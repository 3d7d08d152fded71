// Home (spec §2): page blocks of the shop. ISR-cached per shop; the shop comes from the path.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeBlocks } from '@/components/content/home-blocks';
import { shopFromParam } from '@/components/catalog/route-params';
import { SITE_NAME, SITE_TAGLINE } from '@/lib/site';
import { loadHome } from '@/lib/data/home';
import s from '@/components/content/content.module.css';

export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

const description = `${SITE_TAGLINE}: скидки недели, собственное производство, свежие продукты по ценам вашего магазина.`;

export const metadata: Metadata = {
  title: { absolute: `${SITE_NAME} — доставка продуктов и самовывоз` },
  description,
  alternates: { canonical: '/' },
  openGraph: { type: 'website', url: '/', title: SITE_NAME, description, siteName: SITE_NAME, locale: 'ru_RU' },
};

export default async function HomePage({ params }: { params: Promise<{ shop: string }> }) {
  const view = await loadHome(shopFromParam((await params).shop));
  // a shop id the API does not know (a stale cookie): a real 404 rather than an error page
  if (!view) notFound();
  return (
    <div className={s.home}>
      <h1 className="visually-hidden">{SITE_NAME}: продукты с доставкой и самовывозом</h1>
      <HomeBlocks {...view} />
    </div>
  );
}
