'use client';
// /admin-order (checkout-account-admin spec §2 "Admin orders"): the personal area's head and tabs,
// the filters, 50 orders a page, each row opening its order card. The URL holds every filter
// (lib/admin-orders/filters.ts): the list is asked for what the URL says, the text fields write
// to it 500 ms after the last key. The first page comes rendered from the server (issue 42: the hall's
// phone sees its orders at once); the orders delivered on the shops' today come first, the status
// chips filter in one tap, and on a phone the other filters fold behind «Фильтры».
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ADMIN_ORDERS_COUNT_CAP, ADMIN_ORDERS_PAGE_SIZE } from '@/contract/limits';
import { ruDecimal } from '@/domain/number';
import { shopToday } from '@/domain/shop-day';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { PageHead } from '@/components/ui/page-head';
import { TabLinks } from '@/components/ui/tabs';
import { listQuery, parseAdminOrderEvent, filtersFromSearch, filtersToSearch, withFilter, type AdminFilters } from '@/lib/admin-orders/filters';
import { adminOrderEventsUrl, adminOrders, adminShops } from '@/lib/api/admin-orders-browser';
import { adminKeys } from '@/lib/query/admin-keys';
import { statusName } from '@/domain/order-status';
import type { AdminOrderList, Shop } from '@/contract';
import { FailedWebhooks } from './failed-webhooks';
import { adminTabs } from './admin-tabs';
import { AdminFiltersForm } from './filters-form';
import { OrderList, OrderListSkeleton } from './order-list';
import { StatusChips } from './status-chips';
import type { AdminViewer } from './viewer';
import s from './admin-orders.module.css';

/** What the server read for the first render: the shops' today, the admin's shops, the first page (null: not read). */
export type AdminOrdersInitial = { today: string; shops: Shop[] | null; list: AdminOrderList | null };

/** How long the server's first page counts as fresh: the events stream keeps it live after that. */
const SERVER_PAGE_FRESH_MS = 30_000;

export function AdminOrdersPage({ viewer, initial }: { viewer: AdminViewer; initial?: AdminOrdersInitial }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const asked = useMemo(() => filtersFromSearch(search), [search]);
  // the browser's history, not router.replace: Next keeps useSearchParams in step with it, and a
  // filter or a chip then costs no server render of the page (which reads the list itself) before
  // the browser asks for the list. The state must be null: Next's patched replaceState takes a state
  // carrying its own mark (__NA, what window.history.state holds) for its own call and leaves
  // useSearchParams as it was
  const go = useCallback((next: AdminFilters) => {
    const q = filtersToSearch(next);
    window.history.replaceState(null, '', q ? `${pathname}?${q}` : pathname);
  }, [pathname]);

  const shops = useQuery({ queryKey: adminKeys.shops, queryFn: adminShops, staleTime: 10 * 60_000, initialData: initial?.shops ?? undefined });
  // one shop: it is the filter from the start (the list asks for it before the URL says so)
  const only = shops.data?.length === 1 ? String(shops.data[0].id) : null;
  const filters = useMemo(() => (only && !asked.shop ? { ...asked, shop: only } : asked), [asked, only]);
  useEffect(() => {
    if (only && filters.shop !== only) go({ ...filters, shop: only });
  }, [only, filters, go]);

  // on a phone the tabs scroll sideways: the current one, the last, is brought into view
  useEffect(() => {
    document.querySelector(`.${s.tabs} [aria-current="page"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, []);

  const [today] = useState(() => initial?.today ?? shopToday());
  const query = useMemo(() => listQuery(filters, today), [filters, today]);
  // the server's page belongs to the query of the first render (the same URL, the same today)
  const [first] = useState(() => ({ key: JSON.stringify(query), at: Date.now() }));
  const seeded = initial?.list && JSON.stringify(query) === first.key ? initial.list : undefined;
  const list = useQuery({
    queryKey: adminKeys.orders(query),
    queryFn: () => adminOrders(query),
    initialData: seeded,
    initialDataUpdatedAt: first.at,
    staleTime: (q) => (q.state.dataUpdatedAt === first.at ? SERVER_PAGE_FRESH_MS : 0),
    placeholderData: (prev) => prev,
  });
  // live: a change made anywhere (another admin, a partner, the payment) shows within seconds. An
  // order already listed changes in place and stays where it is (as after the admin's own move: it
  // does not vanish under the assembler's finger); one not listed (a new order) re-reads the list.
  const client = useQueryClient();
  useEffect(() => {
    const events = new EventSource(adminOrderEventsUrl);
    events.addEventListener('order', (e) => {
      const change = parseAdminOrderEvent((e as MessageEvent<string>).data);
      if (!change) return;
      const listed = client.getQueriesData<AdminOrderList>({ queryKey: ['admin', 'orders'] })
        .some(([, l]) => l?.['hydra:member'].some((m) => m.id === change.id));
      if (!listed) {
        void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
        return;
      }
      client.setQueriesData<AdminOrderList>({ queryKey: ['admin', 'orders'] }, (l) => l && {
        ...l,
        'hydra:member': l['hydra:member'].map((m) => (m.id === change.id ? { ...m, status: change.status, statusName: statusName(change.status) } : m)),
      });
      void client.invalidateQueries({ queryKey: adminKeys.order(change.id) });
    });
    return () => events.close();
  }, [client]);
  const total = list.data?.['hydra:totalItems'] ?? 0;
  // the API's word, not the count: beyond ADMIN_ORDERS_COUNT_CAP the count is a lower bound
  const hasNext = Boolean(list.data?.['hydra:view']?.['hydra:next']);

  return (
    <div className={`container ${s.page}`}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Личный кабинет', href: '/personal-area' }, { label: 'Заказы магазинов' }]} />
      <PageHead title="Заказы магазинов">
        <Link href="/personal-area" data-testid="profile-link">{viewer.name}</Link>
      </PageHead>
      <TabLinks label="Разделы личного кабинета" tabs={adminTabs(viewer.isSiteAdmin, '/admin-order')} className={s.tabs} />

      <StatusChips counts={list.data?.statusCounts ?? null} value={filters.status} onChange={(status) => go(withFilter(filters, 'status', status))} />
      <AdminFiltersForm filters={filters} shops={shops.data ?? []} onChange={go} />

      <div className={s.pager}>
        <Button variant="secondary" size="sm" disabled={filters.page <= 1} onClick={() => go(withFilter(filters, 'page', filters.page - 1))}>
          Предыдущие {ADMIN_ORDERS_PAGE_SIZE}
        </Button>
        <span className={s.count} aria-live="polite">
          {list.isPending || list.isPlaceholderData ? 'Загрузка…' : `Найдено заказов: ${total > ADMIN_ORDERS_COUNT_CAP ? `более ${ruDecimal(ADMIN_ORDERS_COUNT_CAP, 0, 0)}` : total}`}
        </span>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => go(withFilter(filters, 'page', filters.page + 1))}>
          Следующие {ADMIN_ORDERS_PAGE_SIZE}
        </Button>
      </div>

      {viewer.isSiteAdmin && <FailedWebhooks />}
      {list.isError && <p role="alert" className={s.error}>Ошибка загрузки данных</p>}
      {list.data ? <OrderList orders={list.data['hydra:member']} viewer={viewer} today={today} /> : list.isPending && <OrderListSkeleton />}
    </div>
  );
}
