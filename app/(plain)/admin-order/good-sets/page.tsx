// /admin-order/good-sets: the good sets («Наборы»), for site admins only (rendered per request). The
// middleware has sent non-admins home; the API checks every call again (/api/admin/good-sets answers
// 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { GoodSetsPage } from '@/components/admin-content/good-sets-page';
import { adminPage } from '@/lib/auth/admin-page';
import { shopOptions } from '@/lib/data/shop-options';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Наборы',
  robots: { index: false, follow: false },
};

export default async function GoodSetsAdminPage() {
  const { me } = await adminPage({ siteAdmin: true });
  const shops = await shopOptions();
  return <GoodSetsPage viewer={{ name: me.name }} shops={shops} />;
}
