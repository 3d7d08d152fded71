'use client';
// The page of orders: a table on a desktop, a card per order on a phone (the same rows, laid out by
// CSS). A tap on a row (or its number, the keyboard's button) opens its order card under it; several
// may be open at once.
import { Fragment, useState } from 'react';
import type { AdminOrderSummary } from '@/contract';
import { formatPhone } from '@/domain/auth-forms';
import { statusKey } from '@/domain/order-status';
import { keepOpenRows } from '@/lib/admin-orders/open-rows';
import { formatMoney } from '@/lib/format';
import { dayText, orderDateText } from './format';
import { OrderCard } from './order-card';
import { SourceIcon } from './source-icon';
import type { AdminViewer } from './viewer';
import s from './admin-orders.module.css';

const COLUMNS = ['Номер', 'Дата заказа', 'Дата доставки', 'Сумма', 'Магазин', 'Статус', 'Телефон', 'Покупатель'];

/** The list's place while its first page is read: grey cards, not an empty page. */
export function OrderListSkeleton() {
  return (
    <div className={s.skeleton} data-testid="admin-orders-loading">
      <p role="status" className={s.loading}>Загрузка…</p>
      {[0, 1, 2].map((i) => <div key={i} className={s.skeletonRow} aria-hidden="true" />)}
    </div>
  );
}

export function OrderList({ orders: listed, viewer, today }: { orders: AdminOrderSummary[]; viewer: AdminViewer; today: string }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  // the rows shown, adjusted when a new reading of the list arrives (React's "state from props" pattern)
  const [shown, setShown] = useState<{ from: AdminOrderSummary[]; rows: AdminOrderSummary[] }>({ from: listed, rows: listed });
  let orders = shown.rows;
  if (shown.from !== listed) {
    orders = keepOpenRows(shown.rows, listed, open);
    setShown({ from: listed, rows: orders });
  }
  const toggle = (id: number) => setOpen((o) => {
    const next = new Set(o);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  if (!orders.length) return <p className={s.empty}>Заказов не найдено.</p>;
  return (
    <table className={s.table} data-testid="admin-orders">
      <thead>
        <tr>{COLUMNS.map((c) => <th key={c} scope="col" className={c === 'Сумма' ? s.money : undefined}>{c}</th>)}</tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <Fragment key={o.id}>
            {/* the whole row opens the order (a finger finds a row, not the number in it); the number
                stays the button a keyboard and a screen reader use */}
            <tr
              className={`${s.row} ${s.rowTap}`}
              data-testid={`admin-order-row-${o.id}`}
              onClick={(e) => {
                if ((e.target as HTMLElement).closest('button, a, input, select, textarea')) return;
                toggle(o.id);
              }}
            >
              <td data-label="Номер">
                <button type="button" className={s.number} aria-expanded={open.has(o.id)} aria-controls={`order-card-${o.id}`} onClick={() => toggle(o.id)}>
                  <span aria-hidden="true" className={s.chevron}>{open.has(o.id) ? '▾' : '▸'}</span>
                  № {o.id}
                </button>
                <SourceIcon source={o.source} />
              </td>
              <td data-label="Дата заказа">{orderDateText(o.orderDate)}</td>
              <td data-label="Дата доставки">
                {o.deliveryDate === today ? <strong className={s.today}>Сегодня</strong> : dayText(o.deliveryDate)} <span className={s.time}>{o.deliveryTime}</span>
              </td>
              <td data-label="Сумма" className={s.money}>{formatMoney(o.amount)}</td>
              <td data-label="Магазин">{o.shop.name}</td>
              <td data-label="Статус"><span className={s.status} data-status={statusKey(o.status)}>{o.statusName}</span></td>
              <td data-label="Телефон">{o.customer.phone ? <a href={`tel:+${o.customer.phone.replace(/\D/g, '')}`} className={s.phone}>{formatPhone(o.customer.phone)}</a> : '—'}</td>
              <td data-label="Покупатель">{o.customer.name ?? '—'}</td>
            </tr>
            {open.has(o.id) && (
              <tr className={s.cardRow}>
                <td colSpan={COLUMNS.length} id={`order-card-${o.id}`}>
                  <OrderCard id={o.id} viewer={viewer} />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
