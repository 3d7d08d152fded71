// /admin-order/discounts: the discounts, for site admins only (rendered per request). The middleware
// has sent non-admins home; a shop admin is sent to the shops' orders. The API checks every call
// again (/api/admin/discounts answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { DiscountsPage } from '@/components/admin-discounts/discounts-page';
import { adminPage } from '@/lib/auth/admin-page';
import { shopOptions } from '@/lib/data/shop-options';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Скидки',
  robots: { index: false, follow: false },
};

export default async function DiscountsAdminPage() {
  const { me } = await adminPage({ siteAdmin: true });
  const shops = await shopOptions();
  return <DiscountsPage viewer={{ name: me.name }} shops={shops} />;
}
