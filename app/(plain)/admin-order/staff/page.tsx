// /admin-order/staff: the back office's staff, for site admins only (rendered per request). A shop
// admin is sent to the shops' orders, anyone else home; the API checks every call again (404).
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { StaffPage, type ShopName } from '@/components/admin-staff/staff-page';
import { apiFetch } from '@/lib/api/fetch';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { upstream } from '@/lib/auth/upstream';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Сотрудники',
  robots: { index: false, follow: false },
};

export default async function StaffAdminPage() {
  const session = await decodeSession(readSessionCookie(await cookies()));
  if (!session) redirect('/');
  const me = await upstream.me(session.accessToken, null);
  if (!me.ok) redirect('/logout');
  if (!me.data.isSiteAdmin) redirect(me.data.isAdmin ? '/admin-order' : '/');
  const shops = await apiFetch<{ 'hydra:member': ShopName[] }>('/api/shops')
    .then((r) => r['hydra:member'].map((x) => ({ id: x.id, name: x.name })), () => []);
  return <StaffPage viewer={{ id: me.data.id, name: me.data.name }} shops={shops} />;
}
