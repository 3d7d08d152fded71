// /admin-order/shops/new: a site admin adds a shop (the card's form, empty; a shop admin goes to the
// orders, and the API refuses anyone else's POST). The regions for the choice come with any shop's
// card (AdminShop.regions is every region); with no shop yet, the choice is empty and the API says so.
import type { Metadata } from 'next';
import type { AdminShop, AdminShopSummary } from '@/contract';
import { blankShop } from '@/components/admin-shops/blank-shop';
import { ShopCardPage } from '@/components/admin-shops/shop-card-page';
import { apiFetch } from '@/lib/api/fetch';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Новый магазин', robots: { index: false, follow: false } };

export default async function NewShopPage() {
  const { accessToken, me } = await adminPage({ siteAdmin: true });
  const headers = { Authorization: `Bearer ${accessToken}` };
  const [first] = await apiFetch<{ 'hydra:member': AdminShopSummary[] }>('/api/admin/shops', { headers }).then((r) => r['hydra:member'], () => []);
  const regions = first ? await apiFetch<AdminShop>(`/api/admin/shops/${first.id}`, { headers }).then((s) => s.regions, () => []) : [];
  return <ShopCardPage viewer={{ name: me.name, isSiteAdmin: me.isSiteAdmin }} shop={blankShop(regions)} zones={[]} otherZones={[]} />;
}
