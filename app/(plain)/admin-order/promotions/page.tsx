// /admin-order/promotions: the promo codes, for site admins only (rendered per request). The
// middleware has sent non-admins home; a shop admin is sent to the shops' orders. The API checks
// every call again (/api/admin/promo-codes answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { HydraCollection, Shop } from '@/contract';
import { PromoCodesPage } from '@/components/admin-content/promo-codes-page';
import { apiFetch } from '@/lib/api/fetch';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { upstream } from '@/lib/auth/upstream';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Промокоды',
  robots: { index: false, follow: false },
};

export default async function PromotionsAdminPage() {
  const session = await decodeSession(readSessionCookie(await cookies()));
  if (!session) redirect('/');
  const me = await upstream.me(session.accessToken, null);
  if (!me.ok) redirect('/logout');
  if (!me.data.isSiteAdmin) redirect(me.data.isAdmin ? '/admin-order' : '/');
  const shops = await apiFetch<HydraCollection<Shop>>('/api/shops')
    .then((r) => r['hydra:member'].map((sh) => ({ id: sh.id, name: sh.name })), () => []);
  return <PromoCodesPage viewer={{ name: me.data.name }} shops={shops} />;
}
