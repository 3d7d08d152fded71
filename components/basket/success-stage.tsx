'use client';
// The success stage of /basket (checkout-account-admin spec §2 "Success screen"): the order number,
// a link to the personal area and, for an online order still awaiting payment (status 7), the pay
// link with a per-second countdown to its expiry — the link only while time remains.
// /basket?order={id} opens it directly; the order itself is read for its signed-in customer.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useSession } from '@/components/auth/session-store';
import { isAwaitingPayment } from '@/domain/order-status';
import { getOrder } from '@/lib/api/checkout-browser';
import { formatMoney } from '@/lib/format';
import { queryKeys } from '@/lib/query/keys';
import { useCountdown } from '@/lib/use-countdown';
import s from './basket-page.module.css';

export function SuccessStage({ orderId }: { orderId: number }) {
  const { user } = useSession();
  const order = useQuery({
    queryKey: queryKeys.order(orderId, user?.id ?? null),
    queryFn: () => getOrder(orderId),
    enabled: user !== null,
    retry: false,
  });
  const payment = order.data?.payment ?? null;
  const awaitsPayment = order.data && isAwaitingPayment(order.data.status) && payment?.formUrl && payment.expiredAt ? payment : null;
  const left = useCountdown(awaitsPayment?.expiredAt ?? null);

  return (
    <section className={s.success} data-testid="basket-success" aria-labelledby="success-title">
      <h1 id="success-title">Заказ оформлен</h1>
      <p className={s.successText}>Заказ № {orderId} оформлен, ждите звонка оператора</p>
      {awaitsPayment && left !== null && (
        <p className={s.pay} data-testid="order-pay">
          <a href={awaitsPayment.formUrl!} className={s.payLink}>Оплатить {formatMoney(order.data!.amount)}</a>
          <span>
            Ссылка действует ещё <time data-testid="order-pay-countdown" aria-live="off">{left}</time>
          </span>
        </p>
      )}
      {awaitsPayment && left === null && (
        <p className={s.muted} data-testid="order-pay-expired">Время на оплату истекло: заказ будет отменён.</p>
      )}
      <Link href="/personal-area" className={s.successLink}>Перейти в личный кабинет</Link>
    </section>
  );
}
