'use client';
// What an order card shows (spec §2 "Order card content"), the same on the card and on the print
// page: the receiving notice, the time, the payment, the customer, the cancel reason, the comment,
// the replacement policy, the loyalty card with its barcode, the goods, the money rows and totals.
import { useEffect, useState } from 'react';
import type { AdminOrder } from '@/contract';
import { formatPhone } from '@/domain/auth-forms';
import { REPLACEMENT_OPTIONS } from '@/domain/checkout';
import { paymentSums } from '@/domain/order-admin';
import { PAYMENT_STATUS, PAYMENT_STATUS_NAMES, isAwaitingPayment, type PaymentStatus } from '@/domain/order-status';
import { barcodeSrc } from '@/lib/api/barcode';
import { formatMoney } from '@/lib/format';
import { dayText, orderDateText, paymentTypeText, SOURCE_NAMES } from './format';
import s from './admin-orders.module.css';

const qty = (n: number) => String(n).replace('.', ',');
const kg = (n: number) => n.toFixed(3).replace('.', ',');

function Countdown({ until }: { until: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000));
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return <span data-testid="payment-countdown">{left > 0 ? `осталось ${mm}:${ss}` : 'время оплаты истекло'}</span>;
}

/** A phone to call with one tap: the customer's comment often says «Позвоните перед сборкой». */
const Phone = ({ phone }: { phone: string }) => <a href={`tel:+${phone.replace(/\D/g, '')}`} className={s.phone}>{formatPhone(phone)}</a>;

/** What the online payment came to, once charged: charged, refunded and the rest. */
const sumsOf = (order: AdminOrder) => (order.chargedAmount === null ? null : paymentSums(order.chargedAmount, order.payment?.refunds ?? []));

export function OrderFacts({ order }: { order: AdminOrder }) {
  const a = order.address;
  const sums = sumsOf(order);
  // «Возврат» alone reads as the whole sum given back: a part of it is said to be a part
  const paymentName = order.payment && (order.payment.status === PAYMENT_STATUS.refunded && sums && sums.rest > 0
    ? 'Частичный возврат' : PAYMENT_STATUS_NAMES[order.payment.status as PaymentStatus] ?? order.payment.status);
  const policy = REPLACEMENT_OPTIONS.find((o) => o.value === order.replacementPolicy)?.label;
  const timeLabel = order.source === 'partner' ? 'Время прибытия курьера' : order.type === 'delivery' ? 'Время доставки' : 'Время получения';
  return (
    <dl className={s.facts}>
      <div className={s.notice}>
        <dt>{order.type === 'delivery' ? 'Доставка' : 'Самовывоз'}</dt>
        <dd>
          {order.type === 'delivery' && a
            ? `${a.city}, ${a.street}, д. ${a.house}${a.flat ? `, кв. ${a.flat}` : ''}${a.entrance ? `, подъезд ${a.entrance}` : ''}${a.floor ? `, этаж ${a.floor}` : ''}${a.code ? `, домофон ${a.code}` : ''}`
            : `Магазин: ${order.shop.name}, ${order.shop.address}`}
        </dd>
      </div>
      <div><dt>Оформлен</dt><dd>{orderDateText(order.orderDate)}{order.source !== 'site' && ` · ${SOURCE_NAMES[order.source] ?? order.source}`}{order.external && ` № ${order.external.externalId}`}</dd></div>
      <div><dt>{timeLabel}</dt><dd>{dayText(order.deliveryDate)}, {order.deliveryTime}</dd></div>
      <div>
        <dt>Оплата</dt>
        <dd>
          {paymentTypeText(order.cashType)}
          {order.cashAmount ? `, сдача с ${formatMoney(order.cashAmount)}` : ''}
          {order.payment && <>: {paymentName}</>}
          {order.payment?.expiredAt && isAwaitingPayment(order.status) && <> · <Countdown until={order.payment.expiredAt} /></>}
          {order.holdAmount !== null && <> · удержано {formatMoney(order.holdAmount)}</>}
          {sums && sums.refunded === 0 && <> · списано {formatMoney(sums.charged)}</>}
          {sums && sums.refunded > 0 && (
            <ul className={s.paymentSums} data-testid="payment-sums">
              <li>Списано {formatMoney(sums.charged)}</li>
              <li>Возвращено {formatMoney(sums.refunded)}</li>
              <li>Осталось {formatMoney(sums.rest)}</li>
            </ul>
          )}
        </dd>
      </div>
      <div>
        <dt>Покупатель</dt>
        <dd>
          {order.customer.name ?? '—'}{order.customer.phone && <>, <Phone phone={order.customer.phone} /></>}
          {a && a.name !== order.customer.name && <> · получатель {a.name}, <Phone phone={a.phone} /></>}
        </dd>
      </div>
      {order.cancelInfo && (
        <div><dt>Причина аннулирования</dt><dd>{order.cancelInfo.reason}{order.cancelInfo.comment && ` — ${order.cancelInfo.comment}`}</dd></div>
      )}
      {order.comment && <div><dt>Комментарий</dt><dd>{order.comment}</dd></div>}
      {policy && <div><dt>При отсутствии товара</dt><dd>{policy}</dd></div>}
      {order.card && (
        <div>
          <dt>Карта лояльности</dt>
          <dd className={s.barcode}>
            {/* an SVG the API draws; no layout shift: the box has its size */}
            <img src={barcodeSrc(order.card)} alt={`Штрихкод карты ${order.card}`} width={190} height={80} />
          </dd>
        </div>
      )}
    </dl>
  );
}

export function GoodsTable({ order, barcodes = false }: { order: AdminOrder; barcodes?: boolean }) {
  const weight = order.goods.reduce((sum, l) => (l.isDeleted ? sum : sum + l.weight), 0);
  const refunds = order.payment?.refunds ?? [];
  const sums = sumsOf(order);
  return (
    <div className={s.tableWrap}>
      <table className={s.goods} data-testid="order-goods">
        <caption className="visually-hidden">Товары заказа № {order.id}</caption>
        <thead>
          <tr>
            <th scope="col">Штрихкод</th><th scope="col">Наименование</th><th scope="col">Ед.</th><th scope="col">Кол-во</th>
            <th scope="col">Вес, кг</th><th scope="col" className={s.money}>Цена</th><th scope="col" className={s.money}>Сумма</th>
          </tr>
        </thead>
        <tbody>
          {order.goods.map((l, i) => (
            <tr key={`${l.good.id ?? l.kind}-${i}`} className={l.isDeleted ? s.deleted : undefined}>
              <td data-label="Штрихкод">
                {barcodes && l.good.barcode
                  ? <img className={s.lineCode} src={barcodeSrc(l.good.barcode)} alt={`Штрихкод ${l.good.barcode}`} width={150} height={60} />
                  : l.good.barcode ?? '—'}
              </td>
              <td data-label="Наименование">
                {l.good.name}
                {l.isDeleted && <span className={s.tag}>{l.replacedById ? ' заменён' : ' удалён'}</span>}
                {l.markingCode.length > 0 && <span className={s.codes}>Маркировка: {l.markingCode.join(', ')}</span>}
              </td>
              <td data-label="Ед.">{l.good.measure.name}</td>
              <td data-label="Кол-во">{qty(l.quantity)}{l.quantity !== l.originalQuantity && <s className={s.was}> {qty(l.originalQuantity)}</s>}</td>
              <td data-label="Вес, кг">{kg(l.weight)}</td>
              <td data-label="Цена" className={s.money}>{formatMoney(l.price)}</td>
              <td data-label="Сумма" className={s.money}>{formatMoney(l.amount)}</td>
            </tr>
          ))}
          {order.packagingCost > 0 && <MoneyRow label="Упаковка" amount={order.packagingCost} />}
          {order.promotion && <MoneyRow label={`Акция: ${order.promotion.title}`} amount={-order.promotion.amount} />}
          {order.promoCode && <MoneyRow label={`Промокод ${order.promoCode.code}`} amount={-order.promoCode.discountAmount} />}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>Итого{order.isChanged && order.originalAmount !== order.amount ? ` (было ${formatMoney(order.originalAmount)})` : ''}</th>
            <td data-label="Вес, кг">{kg(weight)}</td>
            <td />
            <td data-label="Итого" className={s.money} data-testid="order-total">{formatMoney(order.amount)}</td>
          </tr>
          {/* refunds come after the total they are taken from, and then what the customer finally paid */}
          {refunds.map((r, i) => <MoneyRow key={i} label={`Возврат ${orderDateText(r.date)}${r.comment ? `: ${r.comment}` : ''}`} amount={-r.amount} />)}
          {sums && sums.refunded > 0 && (
            <tr className={s.moneyRow}>
              <th scope="row" colSpan={6}>Оплачено с учётом возврата</th>
              <td data-label="Оплачено" className={s.money} data-testid="order-rest">{formatMoney(sums.rest)}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </div>
  );
}

function MoneyRow({ label, amount }: { label: string; amount: number }) {
  return (
    <tr className={s.moneyRow}>
      <td colSpan={6}>{label}</td>
      <td data-label="Сумма" className={s.money}>{formatMoney(amount)}</td>
    </tr>
  );
}
