'use client';
// The card's forms that are not the goods editor: cancelling with a reason, a partial refund,
// the receiving method or shop, the marking codes, the loyalty card. Their checks are domain/order-admin.ts's (the
// API's own), so the form says what the API would refuse before asking it.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminOrder } from '@/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select, TextArea, TextField } from '@/components/ui/field';
import { cancelErrors, cardInput, offersMarking, PARAMS_MESSAGES, refundAmount, refundErrors, refundQuestion, type FieldError } from '@/domain/order-admin';
import { type OrderSource } from '@/domain/order-status';
import { cancelWarnings, changedMarking } from '@/lib/admin-orders/card-rules';
import { adminShops, cancelOrder, changeParams, refundOrder, setCard, setMarking } from '@/lib/api/admin-orders-browser';
import { formatMoney } from '@/lib/format';
import { adminKeys } from '@/lib/query/admin-keys';
import type { OrderChange } from './order-change';
import s from './admin-orders.module.css';

type FormProps = { order: AdminOrder; change: OrderChange; onDone: () => void };
const errorOf = (errors: FieldError[], field: string) => errors.find((e) => e.field === field)?.message;

/** Every mode's form: named for a screen reader, checked by the domain's rules rather than the browser's, never a page load. */
function ModeForm({ label, onSubmit, children }: { label: string; onSubmit: () => unknown; children: React.ReactNode }) {
  return (
    <form className={s.mode} aria-label={label} noValidate onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
      {children}
    </form>
  );
}

/** Every form's buttons: its action (disabled while a change runs, so a double click sends once) and «Отмена». */
function FormActions({ label, change, onCancel, danger = false }: { label: string; change: OrderChange; onCancel: () => void; danger?: boolean }) {
  return (
    <div className={s.formActions}>
      <Button type="submit" className={s.tap} variant={danger ? 'danger' : undefined} disabled={change.busy}>{label}</Button>
      <Button variant="secondary" className={s.tap} onClick={onCancel}>Отмена</Button>
    </div>
  );
}

export function CancelForm({ order, change, onDone }: FormProps) {
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [confirm, setConfirm] = useState<string[] | null>(null);
  const go = async () => {
    if (await change.run((key) => cancelOrder(order.id, reason, comment.trim() || null, key), 'cancel')) onDone();
  };
  const submit = () => {
    const found = cancelErrors(order.source as OrderSource, reason, comment);
    setErrors(found);
    if (found.length) return;
    // spec §4: a refund of a closed online-paid order, and an order in a promotion, are confirmed
    const warnings = cancelWarnings(order);
    if (warnings.length) setConfirm(warnings);
    else void go();
  };
  return (
    <ModeForm label="Аннулирование заказа" onSubmit={submit}>
      <Select label="Причина аннулирования" value={reason} error={errorOf(errors, 'reason')} onChange={(e) => setReason(e.target.value)}>
        <option value="">Выберите причину</option>
        {order.cancelReasons.map((r) => <option key={r.code} value={r.code}>{r.title}</option>)}
      </Select>
      <TextArea label="Комментарий" value={comment} maxLength={500} error={errorOf(errors, 'comment')} onChange={(e) => setComment(e.target.value)} />
      <FormActions label="Аннулировать заказ" danger change={change} onCancel={onDone} />
      {confirm && (
        <ConfirmDialog title="Аннулировать заказ?" tone="danger" onConfirm={go} onClose={() => setConfirm(null)} testId="cancel-confirm">
          {confirm.map((w) => <p key={w}>{w}</p>)}
        </ConfirmDialog>
      )}
    </ModeForm>
  );
}

/** A partial refund: checked, then asked with its amount («Вернуть 150,50 ₽ покупателю?») before the bank is. */
export function RefundForm({ order, change, onDone }: Omit<FormProps, 'onDone'> & { onDone: (refunded?: boolean) => void }) {
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [asked, setAsked] = useState<number | null>(null);
  const send = async () => {
    if (await change.run((key) => refundOrder(order.id, amount.trim(), comment.trim(), key), 'refund')) onDone(true);
  };
  return (
    <ModeForm
      label="Возврат средств"
      onSubmit={() => {
        const found = refundErrors(amount, comment, order.refundable);
        setErrors(found);
        if (!found.length) setAsked(refundAmount(amount));
      }}
    >
      <p className={s.note}>Можно вернуть до {formatMoney(order.refundable)}.</p>
      <TextField label="Сумма возврата, ₽" inputMode="decimal" value={amount} error={errorOf(errors, 'amount')} onChange={(e) => setAmount(e.target.value)} />
      <TextArea label="Комментарий" value={comment} maxLength={500} error={errorOf(errors, 'comment')} onChange={(e) => setComment(e.target.value)} />
      <FormActions label="Вернуть" change={change} onCancel={() => onDone()} />
      {asked !== null && (
        <ConfirmDialog title={refundQuestion(asked)} confirmLabel="Вернуть" cancelLabel="Отмена" onConfirm={send} onClose={() => setAsked(null)} testId="refund-confirm">
          <p>Деньги уйдут на карту покупателя; отменить возврат будет нельзя.</p>
        </ConfirmDialog>
      )}
    </ModeForm>
  );
}

type AddressDraft = { city: string; street: string; house: string; flat: string; name: string; phone: string };

/** What the admin is told after a change of the receiving method or shop: the new sums. */
const paramsSaved = (o: AdminOrder) => (o.type === 'delivery'
  ? `Заказ изменён: доставка ${formatMoney(o.deliveryCost)}, сумма заказа ${formatMoney(o.amount)}.`
  : `Заказ изменён: сумма заказа ${formatMoney(o.amount)}.`);

export function ParamsForm({ order, change, onDone }: Omit<FormProps, 'onDone'> & { onDone: (saved?: string) => void }) {
  const byType = order.actions.includes('changeType');
  const byShop = order.actions.includes('changeShop');
  const [what, setWhat] = useState<'type' | 'shop'>(byType ? 'type' : 'shop');
  const [type, setType] = useState<string>(order.type === 'delivery' ? 'pickup' : 'delivery');
  const [shop, setShop] = useState('');
  const a = order.address;
  const [address, setAddress] = useState<AddressDraft>({
    city: a?.city ?? '', street: a?.street ?? '', house: a?.house ?? '', flat: a?.flat ? String(a.flat) : '',
    name: a?.name ?? order.customer.name ?? '', phone: a?.phone ?? order.customer.phone ?? '',
  });
  const [error, setError] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState(false);
  const shops = useQuery({ queryKey: adminKeys.shops, queryFn: adminShops, enabled: byShop, staleTime: 10 * 60_000 });

  const check = () => {
    const e: Record<string, string> = {};
    if (what === 'type') {
      if (type !== 'pickup' && type !== 'delivery') e.type = PARAMS_MESSAGES.typeRequired;
      if (type === 'delivery') {
        for (const k of ['city', 'street', 'house', 'name'] as const) if (!address[k].trim()) e[k] = PARAMS_MESSAGES.addressRequired;
        if (!/^\d{11}$/.test(address.phone)) e.phone = 'Некорректный номер телефона';
      }
    } else if (!shop) e.shop = PARAMS_MESSAGES.shopRequired;
    setError(e);
    return Object.keys(e).length === 0;
  };
  const send = async () => {
    const body = what === 'shop'
      ? { changeType: 'shop' as const, shop: Number(shop) }
      : {
          changeType: 'type' as const,
          type: type as 'pickup' | 'delivery',
          address: type === 'delivery' ? {
            city: address.city.trim(), street: address.street.trim(), house: address.house.trim(), flat: address.flat ? Number(address.flat) : null,
            entrance: a?.entrance ?? null, floor: a?.floor ?? null, code: a?.code ?? null, isPrivateHouse: !address.flat,
            name: address.name.trim(), phone: address.phone,
          } : null,
        };
    const changed = await change.run(() => changeParams(order.id, body));
    if (changed) onDone(paramsSaved(changed));
  };
  const field = (k: keyof AddressDraft, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <TextField label={label} value={address[k]} error={error[k]} {...extra} onChange={(e) => setAddress((d) => ({ ...d, [k]: e.target.value }))} />
  );
  return (
    <ModeForm label="Изменение заказа" onSubmit={() => { if (check()) setConfirm(true); }}>
      {byType && byShop && (
        <Select label="Что изменить" value={what} onChange={(e) => setWhat(e.target.value as 'type' | 'shop')}>
          <option value="type">Способ получения</option>
          <option value="shop">Магазин</option>
        </Select>
      )}
      {what === 'type' ? (
        <>
          <Select label="Способ получения" value={type} error={error.type} onChange={(e) => setType(e.target.value)}>
            <option value="">Выберите способ</option>
            <option value="pickup">Самовывоз</option>
            <option value="delivery">Доставка</option>
          </Select>
          {type === 'delivery' && (
            <div className={s.grid2}>
              {field('city', 'Город')}
              {field('street', 'Улица')}
              {field('house', 'Дом')}
              {field('flat', 'Квартира', { inputMode: 'numeric' })}
              {field('name', 'Получатель')}
              {field('phone', 'Телефон получателя (11 цифр)', { inputMode: 'tel' })}
            </div>
          )}
        </>
      ) : (
        <Select label="Магазин" value={shop} error={error.shop} onChange={(e) => setShop(e.target.value)}>
          <option value="">Выберите магазин</option>
          {(shops.data ?? []).filter((x) => x.id !== order.shop.id).map((x) => <option key={x.id} value={String(x.id)}>{x.name}</option>)}
        </Select>
      )}
      <FormActions label="Сохранить" change={change} onCancel={() => onDone()} />
      {confirm && (
        <ConfirmDialog title={PARAMS_MESSAGES.confirm} onConfirm={send} onClose={() => setConfirm(false)} testId="params-confirm">
          {what === 'type' && type === 'delivery' && <p>Доставка будет рассчитана по адресу, как при оформлении заказа; новая сумма появится после сохранения.</p>}
        </ConfirmDialog>
      )}
    </ModeForm>
  );
}

export function MarkingForm({ order, change, onDone }: FormProps) {
  const lines = order.goods.filter((l) => l.kind === 'good' && l.good.id !== null && !l.isDeleted
    && offersMarking({ measureId: l.good.measure.id, markingCode: l.markingCode }));
  const [texts, setTexts] = useState<Record<number, string>>(() => Object.fromEntries(lines.map((l) => [l.good.id!, l.markingCode.join('\n')])));
  return (
    <ModeForm
      label="Маркировка"
      onSubmit={async () => {
        const items = changedMarking(lines.map((l) => ({ goodId: l.good.id!, markingCode: l.markingCode })), texts);
        if (!items.length) return onDone();
        if (await change.run(() => setMarking(order.id, items))) onDone();
      }}
    >
      {lines.map((l) => (
        <TextArea
          key={l.good.id}
          label={l.good.name}
          hint="Один код в строке"
          rows={2}
          value={texts[l.good.id!] ?? ''}
          onChange={(e) => setTexts((t) => ({ ...t, [l.good.id!]: e.target.value }))}
        />
      ))}
      <FormActions label="Сохранить коды" change={change} onCancel={onDone} />
    </ModeForm>
  );
}

export function CardForm({ order, change, onDone }: FormProps) {
  const [text, setText] = useState(order.card ?? '');
  const [error, setError] = useState<string | undefined>();
  return (
    <ModeForm
      label="Карта лояльности"
      onSubmit={async () => {
        const input = cardInput(text);
        setError('error' in input ? input.error : undefined);
        if ('error' in input) return;
        if (input.card === order.card) return onDone();
        if (await change.run(() => setCard(order.id, input.card))) onDone();
      }}
    >
      <TextField label="Номер карты (13 цифр; пусто — снять карту)" inputMode="numeric" value={text} error={error} onChange={(e) => setText(e.target.value)} />
      <FormActions label="Сохранить карту" change={change} onCancel={onDone} />
    </ModeForm>
  );
}
