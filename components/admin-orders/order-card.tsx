'use client';
// One order in the back office (spec §2, §4 "Order card modes", §8): what it is (order-view.tsx),
// the forward status actions, and one mode at a time: cancelling, refunding, changing the receiving
// method or shop, editing the goods, marking. Which buttons show is the API's `actions` and
// `nextStatuses` (domain/order-admin.ts and domain/order-status.ts, enforced again by the API).
// Every change answers the order as it now is; a refusal shows its message and reloads the order.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AdminOrder } from '@/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { CANCEL_MESSAGES, statusActionLabel, statusAsksFirst, statusDoneText, statusQuestion } from '@/domain/order-admin';
import { canMove, ORDER_STATUS, statusKey, type OrderSource, type OrderStatus } from '@/domain/order-status';
import { adminOrder, checkPayment, setStatus, type PaymentCheck } from '@/lib/api/admin-orders-browser';
import { statusWarnings } from '@/lib/admin-orders/card-rules';
import { formatMoney } from '@/lib/format';
import { adminKeys } from '@/lib/query/admin-keys';
import { isOnline } from './format';
import { GoodsEditor } from './goods-editor';
import { CancelForm, CardForm, MarkingForm, ParamsForm, RefundForm } from './order-modes';
import { OrderLog } from './order-log';
import { GoodsTable, OrderFacts } from './order-view';
import { failureText, useOrderChange } from './order-change';
import type { AdminViewer } from './viewer';
import s from './admin-orders.module.css';

const BANK_OPERATION_NAMES = { deposit: 'списание', reverse: 'снятие блокировки', refund: 'возврат' } as const;

export type Mode = 'view' | 'cancel' | 'refund' | 'params' | 'goods' | 'marking' | 'card';

/**
 * After a status move the forward buttons stay disabled this long: the next step's button appears
 * where the finger just was, and a second tap of a double tap (0.4 s apart in the hall) must land
 * on a disabled button, not move the order on again.
 */
export const STATUS_SETTLE_MS = 1200;

export function OrderCard({ id, viewer }: { id: number; viewer: AdminViewer }) {
  const q = useQuery({ queryKey: adminKeys.order(id), queryFn: () => adminOrder(id), staleTime: 0 });
  const [mode, setMode] = useState<Mode>('view');
  const [asked, setAsked] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [check, setCheck] = useState<PaymentCheck['responseData'] | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const [settling, setSettling] = useState(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settleTimer.current), []);
  const change = useOrderChange(id);

  if (q.isPending) return <p className={s.loading}>Загрузка заказа…</p>;
  if (q.isError) return <p role="alert" className={s.error}>Ошибка загрузки данных</p>;
  const order = q.data;
  const can = (a: AdminOrder['actions'][number]) => order.actions.includes(a);
  const facts = { status: order.status as OrderStatus, type: order.type, source: order.source as OrderSource, online: isOnline(order.cashType) };
  // a shop admin may not annul a partner's order, but is told whom to ask (spec §4)
  const externalRefusal = !can('cancel') && order.source !== 'site' && !viewer.isSiteAdmin && canMove(facts, ORDER_STATUS.annulled, 'cancel');
  const toggle = (m: Mode) => {
    change.setError(null);
    setSaved(null);
    setMode((cur) => (cur === m ? 'view' : m));
  };
  const move = async (to: number) => {
    setMoved(null);
    // the buttons are held from the tap on, so the answer's new button cannot take a second tap
    setSettling(true);
    clearTimeout(settleTimer.current);
    const done = await change.run((key) => setStatus(id, to, key), `status:${to}`);
    if (done) setMoved(statusDoneText(done.status));
    settleTimer.current = setTimeout(() => setSettling(false), STATUS_SETTLE_MS);
  };
  const tapStatus = (to: number) => {
    if (settling || change.busy) return;
    if (statusWarnings(order, to).length || statusAsksFirst(to)) setAsked(to);
    else void move(to);
  };
  // after a refund the bank's line is read again, so it does not show the sums from before
  const refreshBank = async () => {
    if (!can('checkPayment')) return;
    try {
      setCheck((await checkPayment(id)).responseData);
    } catch {
      setCheck(null);
    }
  };

  return (
    <article className={s.card} aria-label={`Заказ № ${order.id}`} data-testid={`order-card-${order.id}`}>
      <header className={s.cardHead}>
        <h2 className={s.cardTitle}>Заказ № {order.id}</h2>
      </header>
      {/* the status, its next step and what the last tap did stay in view while the card scrolls */}
      <div className={s.statusBar} data-testid="order-status-bar">
        <span className={s.status} data-status={statusKey(order.status)} data-testid="order-status">{order.statusName}</span>
        {order.nextStatuses.map((to) => (
          <Button
            key={to}
            className={s.tap}
            disabled={mode !== 'view' || change.busy || settling}
            aria-busy={change.busy || undefined}
            onClick={() => tapStatus(to)}
          >
            {statusActionLabel(to)}
          </Button>
        ))}
        <p className={s.moved} role="status" data-testid="order-moved">{moved ?? ''}</p>
        {mode === 'view' && change.error && <p role="alert" className={`${s.error} ${s.moved}`}>{change.error}</p>}
      </div>
      <OrderFacts order={order} />
      {mode !== 'goods' && <GoodsTable order={order} />}

      <div className={s.actions} role="group" aria-label="Действия с заказом">
        {can('editLines') && <Button className={s.tap} variant="secondary" aria-pressed={mode === 'goods'} onClick={() => toggle('goods')}>Изменить состав</Button>}
        {can('mark') && <Button className={s.tap} variant="secondary" aria-pressed={mode === 'marking'} onClick={() => toggle('marking')}>Маркировка</Button>}
        {(can('changeType') || can('changeShop')) && (
          <Button className={s.tap} variant="secondary" aria-pressed={mode === 'params'} onClick={() => toggle('params')}>Изменить заказ</Button>
        )}
        {can('changeCard') && (
          <Button className={s.tap} variant="secondary" aria-pressed={mode === 'card'} onClick={() => toggle('card')}>Карта</Button>
        )}
        {can('refund') && order.refundable > 0 && (
          <Button className={s.tap} variant="secondary" aria-pressed={mode === 'refund'} onClick={() => toggle('refund')}>Возврат средств</Button>
        )}
        {can('checkPayment') && (
          <Button className={s.tap} variant="ghost" onClick={async () => {
            setCheck(null);
            try {
              setCheck((await checkPayment(id)).responseData);
            } catch (e) {
              change.setError(failureText(e));
            }
            // the check applies what the bank says: the card shows the order as it now is
            await q.refetch();
          }}>Проверить оплату</Button>
        )}
        {(can('cancel') || externalRefusal) && (
          <Button className={s.tap} variant="danger" aria-pressed={mode === 'cancel'} onClick={() => {
            if (externalRefusal) setNotice(CANCEL_MESSAGES.external);
            else toggle('cancel');
          }}>Аннулировать</Button>
        )}
        <ButtonLink className={s.tap} variant="ghost" href={`/print/${order.id}`} target="_blank" prefetch={false}>Печать</ButtonLink>
      </div>

      {check && (
        <p className={s.note} role="status" data-testid="payment-check">
          Банк: заказ {check.gatewayOrderId}, {check.statusName}, {formatMoney(check.amount)}
          {check.depositedAmount > 0 && `, списано ${formatMoney(check.depositedAmount)}`}
          {check.refundedAmount > 0 && `, возвращено ${formatMoney(check.refundedAmount)}`}
        </p>
      )}
      {order.bankPending && (
        <p className={s.note} role="status" data-testid="bank-pending">
          Ожидаем ответ банка: {BANK_OPERATION_NAMES[order.bankPending.kind]}
          {order.bankPending.amount > 0 && ` ${formatMoney(order.bankPending.amount)}`}. Повторять не нужно: заказ изменится, когда банк ответит.
        </p>
      )}
      {order.paymentAlerts.map((a) => (
        <p key={a.createdAt + a.message} role="alert" className={s.error} data-testid="payment-alert">Сверка с банком: {a.message}</p>
      ))}
      {mode !== 'view' && change.error && <p role="alert" className={s.error}>{change.error}</p>}
      {saved && <p role="status" className={s.note} data-testid="order-saved">{saved}</p>}

      {mode === 'cancel' && <CancelForm order={order} change={change} onDone={() => setMode('view')} />}
      {mode === 'refund' && <RefundForm order={order} change={change} onDone={(refunded) => { setMode('view'); if (refunded) void refreshBank(); }} />}
      {mode === 'params' && <ParamsForm order={order} change={change} onDone={(text) => { setMode('view'); setSaved(text ?? null); }} />}
      {mode === 'card' && <CardForm order={order} change={change} onDone={() => setMode('view')} />}
      {mode === 'goods' && <GoodsEditor order={order} change={change} onDone={() => setMode('view')} />}
      {mode === 'marking' && <MarkingForm order={order} change={change} onDone={() => setMode('view')} />}

      <div className={s.logToggle}>
        <Button className={s.tap} variant="link" aria-expanded={logOpen} onClick={() => setLogOpen((o) => !o)}>История изменений</Button>
        {logOpen && <OrderLog id={order.id} lines={order.goods} />}
      </div>

      {asked !== null && (
        <ConfirmDialog title={statusQuestion(asked)} confirmLabel={statusActionLabel(asked)} cancelLabel="Отмена" onConfirm={() => move(asked)} onClose={() => setAsked(null)} testId="status-confirm">
          {statusWarnings(order, asked).map((w) => <p key={w}>{w}</p>)}
          {statusAsksFirst(asked) && <p>Вернуть заказ в прежний статус будет нельзя.</p>}
        </ConfirmDialog>
      )}
      {notice && (
        <Modal title="Аннулирование заказа" size="sm" onClose={() => setNotice(null)} testId="external-cancel">
          <p role="alert">{notice}</p>
        </Modal>
      )}
    </article>
  );
}
