// /rules — the pre-order rules: five steps and the chosen shop's rules (GET /api/shops/{id}/rules).
import { shopFromParam } from '@/components/catalog/route-params';
import { RulesPage, rulesMetadata } from '@/components/info/rules-page';
import { getShop, getShopRules } from '@/lib/api/catalog';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string }> };

export const generateMetadata = rulesMetadata;

export default async function Page({ params }: Props) {
  const shopId = shopFromParam((await params).shop);
  const [rules, shop] = await Promise.all([getShopRules(shopId), getShop(shopId)]);
  return <RulesPage rules={rules?.rules ?? ''} shopName={shop?.name ?? null} />;
}
