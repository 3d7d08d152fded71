// /admin-order/staff: the back office's staff, for site admins only (rendered per request). A shop
// admin is sent to the shops' orders, anyone else home; the API checks every call again (404).
import type { Metadata } from 'next';
import { StaffPage, type ShopName } from '@/components/admin-staff/staff-page';
import { apiFetch } from '@/lib/api/fetch';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Сотрудники',
  robots: { index: false, follow: false },
};

export default async function StaffAdminPage() {
  const { me } = await adminPage({ siteAdmin: true });
  const shops = await apiFetch<{ 'hydra:member': ShopName[] }>('/api/shops')
    .then((r) => r['hydra:member'].map((x) => ({ id: x.id, name: x.name })), () => []);
  return <StaffPage viewer={{ id: me.id, name: me.name }} shops={shops} />;
}
