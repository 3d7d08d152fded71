// /admin-order/shops: the shops the admin administers (a site admin: all), rendered per request. A
// customer is sent home; the API checks again (GET /api/admin/shops answers 404 to a customer).
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { AdminShopSummary } from '@/contract';
import { ShopsPage } from '@/components/admin-shops/shops-page';
import { apiFetch } from '@/lib/api/fetch';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { upstream } from '@/lib/auth/upstream';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Магазины', robots: { index: false, follow: false } };

export default async function AdminShopsPage() {
  const session = await decodeSession(readSessionCookie(await cookies()));
  if (!session) redirect('/');
  const me = await upstream.me(session.accessToken, null);
  if (!me.ok) redirect('/logout');
  if (!me.data.isAdmin && !me.data.isSiteAdmin) redirect('/');
  const shops = await apiFetch<{ 'hydra:member': AdminShopSummary[] }>('/api/admin/shops', { headers: { Authorization: `Bearer ${session.accessToken}` } })
    .then((r) => r['hydra:member'], () => null);
  return <ShopsPage viewer={{ name: me.data.name, isSiteAdmin: me.data.isSiteAdmin }} shops={shops} />;
}
