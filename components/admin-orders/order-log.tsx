'use client';
// 'История изменений': the order's log, asked for only when opened, each change a sentence with the
// goods' names, quantities and roubles (domain/order-log.ts), named from the order's own lines.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AdminOrder } from '@/contract';
import { logSentences, type LogGood } from '@/domain/order-log';
import { orderLog } from '@/lib/api/admin-orders-browser';
import { adminKeys } from '@/lib/query/admin-keys';
import { orderDateText } from './format';
import s from './admin-orders.module.css';

export function OrderLog({ id, lines }: { id: number; lines: AdminOrder['goods'] }) {
  const log = useQuery({ queryKey: adminKeys.log(id), queryFn: () => orderLog(id), staleTime: 0 });
  const goods = useMemo(() => new Map<number, LogGood>(lines.filter((l) => l.good.id !== null)
    .map((l) => [l.good.id!, { name: l.good.name, unit: l.good.measure.name }])), [lines]);
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
              {logSentences(e.changes, goods).map((text, j) => <li key={j}>{text}</li>)}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
