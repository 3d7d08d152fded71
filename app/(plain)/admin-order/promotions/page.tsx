// /admin-order/promotions: the promo codes, for site admins only (rendered per request). The
// middleware has sent non-admins home; a shop admin is sent to the shops' orders. The API checks
// every call again (/api/admin/promo-codes answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { PromoCodesPage } from '@/components/admin-content/promo-codes-page';
import { adminPage } from '@/lib/auth/admin-page';
import { shopOptions } from '@/lib/data/shop-options';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Промокоды',
  robots: { index: false, follow: false },
};

export default async function PromotionsAdminPage() {
  const { me } = await adminPage({ siteAdmin: true });
  const shops = await shopOptions();
  return <PromoCodesPage viewer={{ name: me.name }} shops={shops} />;
}
