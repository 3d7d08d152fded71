// /faq — the back office's questions and answers with the chosen shop's delivery, minimum order, pickup and payment terms.
import type { Metadata } from 'next';
import { shopFromParam } from '@/components/catalog/route-params';
import { FaqPage, faqMetadata } from '@/components/info/faq-page';
import { loadFaq, loadShop } from '@/lib/data/shop';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return faqMetadata(await loadShop(shopFromParam((await params).shop)));
}

export default async function Page({ params }: Props) {
  return <FaqPage {...await loadFaq(shopFromParam((await params).shop))} />;
}
