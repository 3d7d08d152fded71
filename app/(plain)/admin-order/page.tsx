// /admin-order (checkout spec §2, §6): the back office's orders, private and rendered per request.
// The middleware has already sent everyone but admins home (lib/auth/gate.ts); the name in the
// head and whether the admin is a site admin come from the API, which checks every call again.
// The first page of orders is read here, on the server, with the admin's shops at the same time
// (issue 42: a phone in the hall sees its orders in the first HTML, not after a second round trip);
// the browser then keeps it live. A failed read leaves it to the browser. No <Suspense> around the
// list (its useSearchParams needs none on a page rendered per request): inside one, React streamed
// the whole page into a hidden element shown only once all 50 rows were parsed, and the first row
// came 0.9 s later on a 4× slower CPU (decision 0185).
import type { Metadata } from 'next';
import type { AdminOrderList, HydraCollection, Shop } from '@/contract';
import { shopToday } from '@/domain/shop-day';
import { AdminOrdersPage } from '@/components/admin-orders/admin-orders-page';
import { filtersFromSearch, listQuery } from '@/lib/admin-orders/filters';
import { toSearchParams } from '@/lib/api/client';
import { apiFetch } from '@/lib/api/fetch';
import { adminPage } from '@/lib/auth/admin-page';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Заказы магазинов',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminOrderPage({ searchParams }: Props) {
  const { accessToken, me } = await adminPage();
  const given = await searchParams;
  const search = new URLSearchParams(Object.entries(given).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
  const today = shopToday();
  const filters = filtersFromSearch(search);
  const headers = { Authorization: `Bearer ${accessToken}` };
  // the list without the shop the page presets for an admin of one shop: the API shows such an
  // admin only that shop's orders anyway, so both reads go out at once
  const [shops, list] = await Promise.all([
    apiFetch<HydraCollection<Shop>>('/api/shops?adminable=1', { headers }).then((c) => c['hydra:member'], () => null),
    apiFetch<AdminOrderList>(`/api/orders?${toSearchParams(listQuery(filters, today)).toString()}`, { headers }).catch(() => null),
  ]);
  return (
    <AdminOrdersPage viewer={{ name: me.name, isSiteAdmin: me.isSiteAdmin }} initial={{ today, shops, list }} />
  );
}
