'use client';
// The orders tab (checkout spec §2, §4, §9): 50 orders a page, newest first, each expanding into its
// lines, amounts, receiving, slot, payment and refunds; the pay link with its countdown while an
// online payment waits; 'Повторить заказ' fills the basket with what the current shop still sells.
// The statuses change in place: the API's events stream sends one `order` event per change.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { dayText, orderDateText, paymentTypeText } from '@/components/admin-orders/format';
import { Button, buttonClass } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import type { CustomerOrder, HydraCollection } from '@/contract';
import { CUSTOMER_ORDERS_PAGE_SIZE } from '@/contract/limits';
import { quantityText } from '@/domain/measure';
import { isAssembled, isAwaitingPayment, statusKey } from '@/domain/order-status';
import { orderBreakdown } from '@/domain/pricing/order-breakdown';
import { applyOrderEvent, parseOrderEvent, reorderLinesOf } from '@/lib/account/orders';
import { customerOrders, orderEventsUrl } from '@/lib/api/account-browser';
import { formatMoney } from '@/lib/format';
import { queryKeys } from '@/lib/query/keys';
import { useCountdown } from '@/lib/use-countdown';
import { useReorder } from '@/components/basket/use-reorder';
import s from './personal-area.module.css';

type Props = { customerId: number; shopId: number; hasCard: boolean; openOrderId?: number | null };

export function OrdersSection({ customerId, shopId, hasCard, openOrderId = null }: Props) {
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const list = useQuery({
    queryKey: queryKeys.account.ordersPage(customerId, page),
    queryFn: () => customerOrders(customerId, page),
    placeholderData: (prev) => prev,
  });

  useEffect(() => {
    const events = new EventSource(orderEventsUrl(customerId));
    events.addEventListener('order', (e) => {
      const event = parseOrderEvent((e as MessageEvent<string>).data);
      if (!event) return;
      client.setQueriesData<HydraCollection<CustomerOrder>>(
        { queryKey: queryKeys.account.orders(customerId) },
        (old) => applyOrderEvent(old, event),
      );
    });
    return () => events.close();
  }, [client, customerId]);

  const total = list.data?.['hydra:totalItems'] ?? 0;
  const orders = list.data?.['hydra:member'] ?? [];
  return (
    <section aria-labelledby="pa-orders" className={s.page}>
      <h2 id="pa-orders" className="visually-hidden">Заказы</h2>
      {list.isPending && <Loading testId="orders-loading" />}
      {list.isError && <p role="alert">Не удалось загрузить заказы. Обновите страницу.</p>}
      {list.isSuccess && total === 0 && <p className={s.muted}>Вы ещё ничего не заказывали.</p>}
      {total > 0 && (
        <div className={s.pager}>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Предыдущие {CUSTOMER_ORDERS_PAGE_SIZE}
          </Button>
          <Button variant="secondary" size="sm" disabled={page * CUSTOMER_ORDERS_PAGE_SIZE >= total} onClick={() => setPage(page + 1)}>
            Следующие {CUSTOMER_ORDERS_PAGE_SIZE}
          </Button>
          <span className={s.muted} data-testid="orders-range">
            {(page - 1) * CUSTOMER_ORDERS_PAGE_SIZE + 1}–{Math.min(page * CUSTOMER_ORDERS_PAGE_SIZE, total)} из {total}
          </span>
        </div>
      )}
      <ul className={s.list} data-testid="orders">
        {orders.map((o) => <OrderItem key={o.id} order={o} shopId={shopId} hasCard={hasCard} startOpen={o.id === openOrderId} />)}
      </ul>
    </section>
  );
}

function OrderItem({ order, shopId, hasCard, startOpen }: { order: CustomerOrder; shopId: number; hasCard: boolean; startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const id = useId();
  const item = useRef<HTMLLIElement>(null);
  // opened from a notification's link: bring it into view once
  useEffect(() => {
    if (startOpen) item.current?.scrollIntoView({ block: 'start' });
  }, [startOpen]);
  return (
    <li ref={item} className={s.item} data-testid={`order-${order.id}`}>
      <button type="button" className={s.summary} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <strong>Заказ № {order.id}</strong>
        <span>{orderDateText(order.orderDate)}</span>
        <span>{formatMoney(order.amount)}</span>
        <span className={s.status} data-status={statusKey(order.status)} data-testid="order-status">{order.statusName}</span>
      </button>
      {open && <OrderDetails id={id} order={order} shopId={shopId} hasCard={hasCard} />}
    </li>
  );
}

function OrderDetails({ id, order, shopId, hasCard }: { id: string; order: CustomerOrder; shopId: number; hasCard: boolean }) {
  const payment = order.payment;
  const waiting = isAwaitingPayment(order.status) && payment?.formUrl && payment.expiredAt ? payment : null;
  const left = useCountdown(waiting?.expiredAt ?? null);
  const a = order.address;
  const assembled = isAssembled(order.status);
  const sums = orderBreakdown(order);
  return (
    <div id={id} className={s.details}>
      <dl className={s.facts}>
        <dt>Получение</dt>
        <dd>
          {order.type === 'delivery' && a
            ? `Доставка: ${a.city}, ${a.street}, ${a.house}${a.flat ? `, кв. ${a.flat}` : ''}`
            : `Самовывоз: ${order.shop.address}`}
        </dd>
        <dt>Когда</dt>
        <dd>{dayText(order.deliveryDate)}, {order.deliveryTime}</dd>
        <dt>Оплата</dt>
        <dd>
          {paymentTypeText(order.cashType)}
          {payment && <span data-testid="payment-status">: {payment.statusName.toLowerCase()}</span>}
        </dd>
        {order.cancelInfo && (<><dt>Причина отмены</dt><dd>{order.cancelInfo.reason}</dd></>)}
      </dl>
      {waiting && left !== null && (
        <p className={s.actions} data-testid="order-pay">
          <a href={waiting.formUrl!} className={buttonClass({ variant: 'primary', size: 'lg' })} data-testid="order-pay-button">
            Оплатить {formatMoney(order.amount)}
          </a>
          <span>Ссылка действует ещё <time aria-live="off" data-testid="order-pay-countdown">{left}</time></span>
        </p>
      )}
      {/* on a phone the table scrolls sideways: the keyboard must reach it too */}
      <div className={s.tableWrap} tabIndex={0} role="region" aria-label={`Товары заказа № ${order.id}`}>
        <table className={s.table}>
          <caption className="visually-hidden">Товары заказа № {order.id}</caption>
          <thead>
            <tr>
              <th scope="col">Товар</th><th scope="col" className={s.num}>Заказано</th>
              {assembled && <th scope="col" className={s.num}>Собрано</th>}
              <th scope="col" className={s.num}>Сумма</th>
            </tr>
          </thead>
          <tbody>
            {order.goods.map((l) => (
              <tr key={l.good.id}>
                <td>{l.good.name}</td>
                <td className={s.num}>{quantityText(l.originalQuantity)}</td>
                {assembled && <td className={s.num}>{quantityText(l.quantity)}</td>}
                <td className={s.num}>{formatMoney(l.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={s.sums} data-testid="order-sums">
        {sums.lines.map((l) => (
          <div key={l.key} className={s.sum} data-testid={`sum-${l.key}`} data-amount={l.amount}>
            <dt>{l.label}</dt><dd>{signed(l.amount)}</dd>
          </div>
        ))}
        <div className={`${s.sum} ${s.total}`} data-testid="sum-total" data-amount={sums.total}>
          <dt>Итого</dt><dd>{formatMoney(sums.total)}</dd>
        </div>
        {sums.refunds.map((r, i) => (
          <div key={i} className={s.sum} data-testid="sum-refund" data-amount={r.amount}>
            <dt>{r.label}{r.comment && <span className={s.note}>{r.comment}</span>}</dt><dd>{signed(r.amount)}</dd>
          </div>
        ))}
        {sums.paid !== null && (
          <div className={`${s.sum} ${s.total}`} data-testid="sum-paid" data-amount={sums.paid}>
            <dt>Оплачено с учётом возврата</dt><dd>{formatMoney(sums.paid)}</dd>
          </div>
        )}
      </dl>
      <Reorder order={order} shopId={shopId} hasCard={hasCard} />
    </div>
  );
}

/** A signed sum: '−100 ₽' for a discount or a refund (a true minus sign). */
const signed = (amount: number) => (amount < 0 ? `−${formatMoney(-amount)}` : formatMoney(amount));

function Reorder({ order, shopId, hasCard }: { order: CustomerOrder; shopId: number; hasCard: boolean }) {
  const { state, run, question } = useReorder(shopId, () => reorderLinesOf(order), hasCard);
  return (
    <div className={s.actions}>
      <Button variant="secondary" size="sm" loading={state.status === 'busy'} onClick={run} data-testid="reorder">Повторить заказ</Button>
      {question}
      <div role="status" data-testid="reorder-result">
        {state.status === 'failed' && 'Не удалось повторить заказ. Попробуйте ещё раз.'}
        {state.status === 'done' && (
          <>
            {state.added ? <Link href="/basket">Товары добавлены в корзину</Link> : <span>Ничего не добавлено в корзину.</span>}
            {state.messages.length > 0 && (
              <ul className={s.messages}>{state.messages.map((m) => <li key={m}>{m}</li>)}</ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
