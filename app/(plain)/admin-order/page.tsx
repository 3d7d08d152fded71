// /admin-order (checkout spec §2, §6): the back office's orders, private and rendered per request.
// The middleware has already sent everyone but admins home (lib/auth/gate.ts); the name in the
// head and whether the admin is a site admin come from the API, which checks every call again.
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AdminOrdersPage } from '@/components/admin-orders/admin-orders-page';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Заказы магазинов',
  robots: { index: false, follow: false },
};

export default async function AdminOrderPage() {
  const { me } = await adminPage();
  return (
    <Suspense>
      <AdminOrdersPage viewer={{ name: me.name, isSiteAdmin: me.isSiteAdmin }} />
    </Suspense>
  );
}
