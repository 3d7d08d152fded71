// /admin-order/exchange: the 1C exchange's files, for site admins only (rendered per request). The
// middleware has sent non-admins home; a shop admin is sent to the shops' orders. The API checks
// the call again (GET /api/exchange/files answers 404 to anyone but a site admin).
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ExchangeFile } from '@/contract';
import { ExchangePage } from '@/components/admin-exchange/exchange-page';
import { apiFetch } from '@/lib/api/fetch';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { upstream } from '@/lib/auth/upstream';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Обмен с 1С',
  robots: { index: false, follow: false },
};

export default async function ExchangeAdminPage() {
  const session = await decodeSession(readSessionCookie(await cookies()));
  if (!session) redirect('/');
  const me = await upstream.me(session.accessToken, null);
  if (!me.ok) redirect('/logout');
  if (!me.data.isSiteAdmin) redirect(me.data.isAdmin ? '/admin-order' : '/');
  const files = await apiFetch<{ 'hydra:member': ExchangeFile[] }>('/api/exchange/files', { headers: { Authorization: `Bearer ${session.accessToken}` } })
    .then((r) => r['hydra:member'], () => null);
  return <ExchangePage viewer={{ name: me.data.name }} files={files} />;
}
