// /admin-order/promotions/cashback: the cashback groups and their goods, for site admins only (rendered per
// request), the «Акции» area's third page. The middleware has sent non-admins home;
// the API checks every call again (/api/admin/cashback-groups answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { CashbackPage } from '@/components/admin-content/cashback-page';
import { adminPage } from '@/lib/auth/admin-page';
import { shopOptions } from '@/lib/data/shop-options';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Кешбэк',
  robots: { index: false, follow: false },
};

export default async function CashbackAdminPage() {
  const { me } = await adminPage({ siteAdmin: true });
  const shops = await shopOptions();
  return <CashbackPage viewer={{ name: me.name }} shops={shops} />;
}
