// /admin-order/shops: the shops the admin administers (a site admin: all), rendered per request. A
// customer is sent home; the API checks again (GET /api/admin/shops answers 404 to a customer).
import type { Metadata } from 'next';
import type { AdminShopSummary } from '@/contract';
import { ShopsPage } from '@/components/admin-shops/shops-page';
import { apiFetch } from '@/lib/api/fetch';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Магазины', robots: { index: false, follow: false } };

export default async function AdminShopsPage() {
  const { accessToken, me } = await adminPage();
  const shops = await apiFetch<{ 'hydra:member': AdminShopSummary[] }>('/api/admin/shops', { headers: { Authorization: `Bearer ${accessToken}` } })
    .then((r) => r['hydra:member'], () => null);
  return <ShopsPage viewer={{ name: me.name, isSiteAdmin: me.isSiteAdmin }} shops={shops} />;
}
