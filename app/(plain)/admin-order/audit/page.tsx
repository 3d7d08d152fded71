// /admin-order/audit: the back office's audit log, for site admins only (rendered per request). A
// shop admin is sent to the shops' orders, anyone else home; GET /api/admin/audit checks again (404).
import type { Metadata } from 'next';
import { AuditPage } from '@/components/admin-staff/audit-page';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Журнал действий',
  robots: { index: false, follow: false },
};

export default async function AuditAdminPage() {
  const { me } = await adminPage({ siteAdmin: true });
  return <AuditPage viewer={{ name: me.name }} />;
}
