// /admin-order/audit: the back office's audit log, for site admins only (rendered per request). A
// shop admin is sent to the shops' orders, anyone else home; GET /api/admin/audit checks again (404).
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { AuditPage } from '@/components/admin-staff/audit-page';
import { decodeSession, readSessionCookie } from '@/lib/auth/cookie';
import { upstream } from '@/lib/auth/upstream';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Журнал действий',
  robots: { index: false, follow: false },
};

export default async function AuditAdminPage() {
  const session = await decodeSession(readSessionCookie(await cookies()));
  if (!session) redirect('/');
  const me = await upstream.me(session.accessToken, null);
  if (!me.ok) redirect('/logout');
  if (!me.data.isSiteAdmin) redirect(me.data.isAdmin ? '/admin-order' : '/');
  return <AuditPage viewer={{ name: me.data.name }} />;
}
