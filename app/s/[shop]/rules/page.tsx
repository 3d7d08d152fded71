// /rules — the pre-order rules: five steps and the chosen shop's rules (GET /api/shops/{id}/rules).
import { shopFromParam } from '@/components/catalog/route-params';
import { RulesPage, rulesMetadata } from '@/components/info/rules-page';
import { loadRules } from '@/lib/data/shop';

export const revalidate = 60;
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ shop: string }> };

export const generateMetadata = rulesMetadata;

export default async function Page({ params }: Props) {
  return <RulesPage {...await loadRules(shopFromParam((await params).shop))} />;
}
