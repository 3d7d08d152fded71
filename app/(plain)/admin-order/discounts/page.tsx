// /admin-order/discounts: the discounts, for site admins only (rendered per request). The middleware
// has sent non-admins home; a shop admin is sent to the shops' orders. The API checks every call
// again (/api/admin/discounts answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import type { HydraCollection, Shop } from '@/contract';
import { DiscountsPage } from '@/components/admin-discounts/discounts-page';
import { apiFetch } from '@/lib/api/fetch';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Скидки',
  robots: { index: false, follow: false },
};

export default async function DiscountsAdminPage() {
  const { me } = await adminPage({ siteAdmin: true });
  const shops = await apiFetch<HydraCollection<Shop>>('/api/shops')
    .then((r) => r['hydra:member'].map((sh) => ({ id: sh.id, name: sh.name })), () => []);
  return <DiscountsPage viewer={{ name: me.name }} shops={shops} />;
}
