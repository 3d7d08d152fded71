'use client';
// The success stage of /basket (checkout-account-admin spec §2 "Success screen"), saying the order's
// real state, never more: placed ('Заказ № {id} оформлен, ждите звонка оператора'); waiting for its
// online payment (the pay link with a per-second countdown to its expiry, the link only while time
// remains); paid; cancelled with its reason (a declined or expired payment: 'Ошибка онлайн-оплаты')
// and a way back to the basket with the same goods; not found (an unknown number, or another
// customer's: the API answers both alike). A live order repeats what was ordered: date and slot,
// address or shop, payment method, total. /basket?order={id} opens it directly (a reload, the payment
// page's return); the order is read for its signed-in customer, a guest is asked to sign in.
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useSession } from '@/components/auth/session-store';
import { Button } from '@/components/ui/button';
import type { Order } from '@/contract';
import { addressLine } from '@/domain/address';
import { PAYMENT_LABELS } from '@/domain/checkout';
import { ORDER_STATUS_NAMES, shopperOutcome } from '@/domain/order-status';
import { getOrder } from '@/lib/api/checkout-browser';
import { isApiError } from '@/lib/api/client';
import { formatMoney } from '@/lib/format';
import { queryKeys } from '@/lib/query/keys';
import { useCountdown } from '@/lib/use-countdown';
import { useReorder } from './use-reorder';
import s from './basket-page.module.css';

const AuthDialog = dynamic(() => import('@/components/auth/auth-dialog'), { ssr: false });

let dayFormat: Intl.DateTimeFormat | undefined;
/** '2026-11-26' → '26 ноября, чт' (a calendar date: read in UTC). */
function dayText(iso: string): string {
  dayFormat ??= new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', weekday: 'short', timeZone: 'UTC' });
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : dayFormat.format(d);
}

export function SuccessStage({ orderId }: { orderId: number }) {
  const session = useSession();
  const user = session.user;
  const order = useQuery({
    queryKey: queryKeys.order(orderId, user?.id ?? null),
    // another customer's order and an unknown number both answer 404: 'not found' (null), not an error
    queryFn: () => getOrder(orderId).catch((e: unknown) => {
      if (isApiError(e, 404)) return null;
      throw e;
    }),
    enabled: user !== null,
    retry: false,
  });

  const frame = (title: string, body: ReactNode, testState: string) => (
    <section className={s.success} data-testid="basket-success" data-state={testState} aria-labelledby="success-title">
      <h1 id="success-title">{title}</h1>
      {body}
    </section>
  );

  if (session.status === 'loading' || (user !== null && order.isPending)) {
    return frame(`Заказ № ${orderId}`, <p className={s.muted} role="status">Загружаем заказ…</p>, 'loading');
  }
  if (user === null) return frame(`Заказ № ${orderId}`, <GuestPrompt orderId={orderId} />, 'guest');
  if (order.isError) {
    return frame(`Заказ № ${orderId}`, (
      <div role="alert">
        <p>Не удалось загрузить заказ.</p>
        <Button variant="secondary" size="sm" onClick={() => void order.refetch()}>Повторить</Button>
      </div>
    ), 'error');
  }
  const o = order.data;
  if (!o) {
    return frame('Заказ не найден', (
      <>
        <p className={s.successText}>Заказа № {orderId} нет среди ваших заказов.</p>
        <Link href="/personal-area" className={s.successLink}>Мои заказы</Link>
      </>
    ), 'not-found');
  }

  const outcome = shopperOutcome(o);
  if (outcome === 'cancelled') {
    return frame('Заказ аннулирован', (
      <>
        <p className={s.successText}>Заказ № {o.id}: {ORDER_STATUS_NAMES[4]}</p>
        {o.cancelInfo && (
          <p data-testid="order-cancel-reason">
            Причина: {o.cancelInfo.reason}{o.cancelInfo.comment ? ` (${o.cancelInfo.comment})` : ''}
          </p>
        )}
        <BackToBasket order={o} hasCard={user.hasCard === true} />
      </>
    ), 'cancelled');
  }
  return frame('Заказ оформлен', (
    <>
      {outcome === 'awaitingPayment'
        ? <p className={s.successText}>Заказ № {o.id} ожидает оплаты</p>
        : <p className={s.successText}>Заказ № {o.id} оформлен, ждите звонка оператора</p>}
      {outcome === 'paid' && <p className={s.paid} data-testid="order-paid">Заказ оплачен</p>}
      {outcome === 'awaitingPayment' && <PayLink order={o} />}
      <OrderFacts order={o} />
      <Link href="/personal-area" className={s.successLink}>Перейти в личный кабинет</Link>
    </>
  ), outcome);
}

function PayLink({ order }: { order: Order }) {
  const payment = order.payment?.formUrl && order.payment.expiredAt ? order.payment : null;
  const left = useCountdown(payment?.expiredAt ?? null);
  if (!payment) return null;
  if (left === null) return <p className={s.muted} data-testid="order-pay-expired">Время на оплату истекло: заказ будет отменён.</p>;
  return (
    <p className={s.pay} data-testid="order-pay">
      <a href={payment.formUrl!} className={s.payLink}>Оплатить {formatMoney(order.amount)}</a>
      <span>
        Ссылка действует ещё <time data-testid="order-pay-countdown" aria-live="off">{left}</time>
      </span>
    </p>
  );
}

/** What was ordered, as the shopper chose it on the confirm stage. */
function OrderFacts({ order }: { order: Order }) {
  const where = order.type === 'delivery' && order.address
    ? { label: 'Адрес доставки', value: addressLine(order.address) }
    : { label: 'Магазин самовывоза', value: order.shop.address };
  const rows = [
    { label: order.type === 'delivery' ? 'Доставка' : 'Самовывоз', value: `${dayText(order.deliveryDate)}, ${order.deliveryTime.replace('-', '–')}`, id: 'slot' },
    { ...where, id: 'where' },
    { label: 'Оплата', value: PAYMENT_LABELS[order.cashType] ?? '—', id: 'payment' },
    { label: 'Итого', value: formatMoney(order.amount), id: 'total' },
  ];
  return (
    <dl className={s.facts} data-testid="order-facts">
      {rows.map((r) => (
        <div key={r.id} className={s.fact}>
          <dt>{r.label}</dt>
          <dd data-testid={`order-fact-${r.id}`}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The cancelled order's goods back into the basket, then the basket (components/basket/use-reorder.tsx). */
function BackToBasket({ order, hasCard }: { order: Order; hasCard: boolean }) {
  const router = useRouter();
  const lines = () => order.goods.map((l) => ({ goodId: l.good.id, name: l.good.name, quantity: l.originalQuantity }));
  const { state, run, question } = useReorder(order.shop.id, lines, hasCard, ({ messages }) => {
    if (messages.length > 0) return false;
    router.push('/basket');
    return true;
  });
  return (
    <div className={s.pay}>
      <Button loading={state.status === 'busy'} onClick={run} data-testid="order-back-to-basket">Вернуть товары в корзину</Button>
      {question}
      <div role="status">
        {state.status === 'failed' && 'Не удалось вернуть товары в корзину. Попробуйте ещё раз.'}
        {state.status === 'done' && (
          <>
            <ul>{state.messages.map((m) => <li key={m}>{m}</li>)}</ul>
            <Link href="/basket" className={s.successLink}>Перейти в корзину</Link>
          </>
        )}
      </div>
    </div>
  );
}

function GuestPrompt({ orderId }: { orderId: number }) {
  const [signingIn, setSigningIn] = useState(false);
  return (
    <>
      <p className={s.successText}>Войдите, чтобы увидеть заказ № {orderId}.</p>
      <Button variant="secondary" onClick={() => setSigningIn(true)} data-testid="order-sign-in">Войти</Button>
      {signingIn && <AuthDialog onClose={() => setSigningIn(false)} />}
    </>
  );
}
