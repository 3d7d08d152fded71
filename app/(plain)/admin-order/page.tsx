// /admin-order (checkout spec §2, §6): the back office's orders, private and rendered per request.
// The middleware has already sent everyone but admins home (lib/auth/gate.ts); the name in the
// head and whether the admin is a site admin come from the API, which checks every call again.
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { AdminOrdersPage } from '@/components/admin-orders/admin-orders-page';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { upstream } from '@/lib/auth/upstream';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Заказы магазинов',
  robots: { index: false, follow: false },
};

export default async function AdminOrderPage() {
  const session = await decodeSession(readSessionCookie(await cookies()));
  if (!session) redirect('/');
  const me = await upstream.me(session.accessToken, null);
  if (!me.ok) redirect('/logout');
  if (!me.data.isAdmin && !me.data.isSiteAdmin) redirect('/');
  return (
    <Suspense>
      <AdminOrdersPage viewer={{ name: me.data.name, isSiteAdmin: me.data.isSiteAdmin }} />
    </Suspense>
  );
}
