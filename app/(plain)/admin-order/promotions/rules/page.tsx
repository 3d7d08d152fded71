// /admin-order/promotions/rules: the promotions with basket rules, for site admins only (rendered per
// request), the «Акции» area's page beside the promo codes. The middleware has sent non-admins home;
// the API checks every call again (/api/admin/promotions answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { PromotionsPage } from '@/components/admin-content/promotions-page';
import { adminPage } from '@/lib/auth/admin-page';
import { shopOptions } from '@/lib/data/shop-options';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Акции с условиями',
  robots: { index: false, follow: false },
};

export default async function PromotionRulesAdminPage() {
  const { me } = await adminPage({ siteAdmin: true });
  const shops = await shopOptions();
  return <PromotionsPage viewer={{ name: me.name }} shops={shops} />;
}
