'use client';
// The notifications tab (checkout spec §2, storefront spec §3, §4): all or only the unread ones,
// 20 a page; opening one shows its message and marks it read at once, put back as unread if the
// API refuses.
import Link from 'next/link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { orderDateText } from '@/components/admin-orders/format';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import type { HydraCollection, Notification } from '@/contract';
import { NOTIFICATIONS_PAGE_SIZE } from '@/contract/limits';
import { markNotification, notifications } from '@/lib/api/account-browser';
import { queryKeys } from '@/lib/query/keys';
import { unread } from './unread-store';
import s from './personal-area.module.css';

type Filter = 'all' | 'unread';
type Page = HydraCollection<Notification>;

const setUnread = (page: Page | undefined, id: number, value: boolean): Page | undefined =>
  page && { ...page, 'hydra:member': page['hydra:member'].map((n) => (n.id === id ? { ...n, unread: value } : n)) };

export function NotificationsSection({ customerId }: { customerId: number }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const list = useQuery({
    queryKey: queryKeys.account.notificationsOf(customerId, filter === 'unread', page),
    queryFn: () => notifications(customerId, filter === 'unread', page),
    staleTime: 0,
    // the previous page stays while the next loads; another filter's list never stands in for this one
    placeholderData: (prev, prevQuery) => (prevQuery?.queryKey[3] === (filter === 'unread') ? prev : undefined),
  });
  const choose = (f: Filter) => {
    setFilter(f);
    setPage(1);
  };
  const all = queryKeys.account.notifications(customerId);
  const read = useMutation({
    mutationFn: (id: number) => markNotification(id, false),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: all });
      const before = client.getQueriesData<Page>({ queryKey: all });
      client.setQueriesData<Page>({ queryKey: all }, (p) => setUnread(p, id, false));
      return { before };
    },
    onError: (_e, _id, ctx) => ctx?.before.forEach(([key, data]) => client.setQueryData(key, data)),
    onSuccess: (answer) => {
      unread.noteRead(true, answer.unread);
      client.setQueriesData<Page>({ queryKey: all }, (p) => setUnread(p, answer.id, answer.unread));
    },
  });

  const items = list.data?.['hydra:member'] ?? [];
  const total = list.data?.['hydra:totalItems'] ?? 0;
  const PER_PAGE = NOTIFICATIONS_PAGE_SIZE;
  return (
    <section aria-labelledby="pa-notifications" className={s.page}>
      <h2 id="pa-notifications" className="visually-hidden">Уведомления</h2>
      <Tabs id="pa-nf" label="Какие уведомления показать" selected={filter} onSelect={choose}
        tabs={[{ key: 'all', label: 'Все' }, { key: 'unread', label: 'Непрочитанные' }]} />
      <TabPanel id="pa-nf" selected={filter}>
        {list.isPending && <Loading testId="notifications-loading" />}
        {list.isError && <p role="alert">Не удалось загрузить уведомления. Обновите страницу.</p>}
        {list.isSuccess && items.length === 0 && <p className={s.muted}>Уведомлений нет.</p>}
        {read.isError && <p role="alert">Не удалось отметить уведомление прочитанным.</p>}
        {/* kept on a later page that reading emptied, so the way back stays */}
        {(total > PER_PAGE || page > 1) && (
          <div className={s.pager}>
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>Предыдущие {PER_PAGE}</Button>
            <Button variant="secondary" size="sm" disabled={page * PER_PAGE >= total} onClick={() => setPage(page + 1)}>Следующие {PER_PAGE}</Button>
            <span className={s.muted} data-testid="notifications-range">
              {(page - 1) * PER_PAGE + 1}–{Math.min(page * PER_PAGE, total)} из {total}
            </span>
          </div>
        )}
        <ul className={s.list} data-testid="notifications">
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={() => n.unread && read.mutate(n.id)} />
          ))}
        </ul>
      </TabPanel>
    </section>
  );
}

function NotificationItem({ notification: n, onOpen }: { notification: Notification; onOpen: () => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = () => {
    if (!open) onOpen();
    setOpen(!open);
  };
  return (
    <li className={s.item} data-testid={`notification-${n.id}`} data-unread={n.unread}>
      <button type="button" className={s.summary} aria-expanded={open} aria-controls={id} onClick={toggle}>
        <span className={n.unread ? s.unread : undefined}>
          {n.title}
          {n.unread && <span className="visually-hidden"> (не прочитано)</span>}
        </span>
        <span className={s.muted}>{orderDateText(n.createdAt)}</span>
      </button>
      {open && (
        <div id={id} className={`${s.details} ${s.message}`}>
          {n.message}
          {n.orderId !== null && (
            <Link href={`/personal-area?order=${n.orderId}`} className={s.orderLink} data-testid="notification-order">Открыть заказ № {n.orderId}</Link>
          )}
        </div>
      )}
    </li>
  );
}
