'use client';
// 'История изменений': the order's log, asked for only when opened.
import { useQuery } from '@tanstack/react-query';
import { orderLog } from '@/lib/api/admin-orders-browser';
import { adminKeys } from '@/lib/query/admin-keys';
import { orderDateText } from './format';
import s from './admin-orders.module.css';

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

export function OrderLog({ id }: { id: number }) {
  const log = useQuery({ queryKey: adminKeys.log(id), queryFn: () => orderLog(id), staleTime: 0 });
  if (log.isPending) return <p className={s.loading}>Загрузка…</p>;
  if (log.isError) return <p role="alert" className={s.error}>Ошибка загрузки данных</p>;
  const entries = log.data['hydra:member'];
  if (!entries.length) return <p className={s.note}>Изменений не было.</p>;
  return (
    <ol className={s.log} data-testid="order-log">
      {entries.map((e, i) => (
        <li key={i}>
          <span className={s.muted}>{orderDateText(e.date)}</span> · {e.typeName} · {e.statusName}{e.author && ` · ${e.author}`}
          {e.changes && (
            <ul>
              {Object.entries(e.changes).map(([field, [before, after]]) => <li key={field}>{field}: {show(before)} → {show(after)}</li>)}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
