'use client';
// The sandbox gateway's payment page (design.md §5: the local stand-in for the bank's page). It shows
// the order number, the sum and a per-second countdown to the expiry; 'Оплатить' holds the amount,
// 'Отказаться' declines, and either one, like the expiry, ends on the shop's return or fail URL.
// The countdown runs from the server's secondsLeft, not the browser's clock, which may be wrong.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/domain/money';
import { ApiError } from '@/lib/api/client';
import { declineSandbox, paySandbox, sandboxPayment, type SandboxPaymentView } from '@/lib/api/payment-browser';
import s from './sandbox-payment.module.css';

/** 19:05 for 1145 seconds. */
export const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const STATUS_TEXT: Record<number, string> = {
  1: 'Сумма заблокирована. Возвращаемся в магазин…',
  2: 'Оплата уже проведена. Возвращаемся в магазин…',
  3: 'Платёж отменён. Возвращаемся в магазин…',
  4: 'По платежу сделан возврат. Возвращаемся в магазин…',
  6: 'Платёж отклонён. Возвращаемся в магазин…',
};

type State =
  | { kind: 'loading' }
  | { kind: 'missing'; message: string }
  | { kind: 'shown'; payment: SandboxPaymentView; deadline: number };

const describe = (e: unknown) => (e instanceof ApiError && e.description ? e.description : 'Платёжная страница недоступна. Попробуйте обновить её.');

export function SandboxPaymentPage({ id }: { id: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const expiring = useRef(false);

  const show = useCallback((payment: SandboxPaymentView) => {
    setState({ kind: 'shown', payment, deadline: Date.now() + payment.secondsLeft * 1000 });
    setNow(Date.now());
    if (payment.redirectUrl) window.location.assign(payment.redirectUrl);
  }, []);

  useEffect(() => {
    sandboxPayment(id).then(show, (e) => setState({ kind: 'missing', message: describe(e) }));
  }, [id, show]);

  const waiting = state.kind === 'shown' && state.payment.status === 0;
  const left = state.kind === 'shown' ? Math.max(0, Math.ceil((state.deadline - now) / 1000)) : 0;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  // at zero, ask the server: it declines the payment and names the fail URL
  useEffect(() => {
    if (!waiting || left > 0 || expiring.current) return;
    expiring.current = true;
    sandboxPayment(id).then(show, (e) => setError(describe(e)));
  }, [waiting, left, id, show]);

  const act = async (run: (id: string) => Promise<SandboxPaymentView>) => {
    setBusy(true);
    setError(null);
    try {
      show(await run(id));
    } catch (e) {
      setError(describe(e));
      setBusy(false);
    }
  };

  if (state.kind === 'loading') return <div className={s.card} aria-busy="true">Загрузка платежа…</div>;
  if (state.kind === 'missing') return <div className={s.card} role="alert">{state.message}</div>;

  const { payment } = state;
  return (
    <div className={s.card}>
      <p className={s.badge}>Тестовый платёжный шлюз: деньги не списываются</p>
      <h1 className={s.title}>Оплата заказа № {payment.orderNumber}</h1>
      <dl className={s.facts}>
        <dt>Сумма к оплате</dt>
        <dd data-testid="payment-amount">{formatMoney(payment.amount, { kopecks: true })}</dd>
        {waiting && (
          <>
            <dt>Оплатить в течение</dt>
            <dd><time data-testid="payment-countdown" aria-live="off">{mmss(left)}</time></dd>
          </>
        )}
      </dl>
      {waiting ? (
        <div className={s.actions}>
          <Button size="xl" disabled={busy || left === 0} onClick={() => act(paySandbox)}>Оплатить</Button>
          <Button size="xl" variant="secondary" disabled={busy || left === 0} onClick={() => act(declineSandbox)}>Отказаться</Button>
        </div>
      ) : (
        <p className={s.status} role="status">{STATUS_TEXT[payment.status] ?? 'Возвращаемся в магазин…'}</p>
      )}
      {error && <p className={s.error} role="alert">{error}</p>}
    </div>
  );
}
