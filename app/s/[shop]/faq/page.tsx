// /faq — questions and answers with the chosen shop's delivery, minimum order, pickup and payment terms.
import type { Metadata } from 'next';
import { cache } from 'react';
import { shopFromParam } from '@/components/catalog/route-params';
import { FaqPage, faqMetadata } from '@/components/info/faq-page';
import { getShop } from '@/lib/api/catalog';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string }> };

const load = cache((shop: number) => getShop(shop));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return faqMetadata(await load(shopFromParam((await params).shop)));
}

export default async function Page({ params }: Props) {
  return <FaqPage shop={await load(shopFromParam((await params).shop))} />;
}
