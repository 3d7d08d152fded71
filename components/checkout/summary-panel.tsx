'use client';
// The summary panel (spec §2 "Checkout blocks"), line by line, every figure the server's priced
// basket: item count, weight when above 0, goods, card discount, packets when any, packaging,
// delivery (delivery only), promotion, promo code with its percent, the promo code entry, the total,
// payment methods, change-from (cash), the error lines, the button and the footnote.
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldLabelClass, TextField } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import type { Basket } from '@/contract';
import {
  cardSavings, PAYMENT_LABELS, promoCodeLabel, submitLabel, type CheckoutFormContext, type CheckoutFormValues,
} from '@/domain/checkout';
import { PAYMENT_TYPE } from '@/domain/shop-terms';
import { formatMoney, formatQuantity, formatWeight, plural } from '@/lib/format';
import { PromoCodeEntry } from './promo-code-entry';
import s from './checkout.module.css';

type Props = {
  basket: Basket | null;
  loading: boolean;
  failed: boolean;
  refreshing: boolean;
  onRetry: () => void;
  method: 'delivery' | 'pickup';
  shopId: number;
  paymentTypes: number[];
  paymentType: number | null;
  onPaymentType: (t: number) => void;
  /** the chosen slot switched the payment type: said under the choices */
  paymentNotice: string | null;
  promoCode: string | null;
  onPromoCode: (code: string | null) => void;
  form: UseFormReturn<CheckoutFormValues, CheckoutFormContext>;
  errors: string[];
  canSubmit: boolean;
  submitting: boolean;
};

function Row({ label, value, testId, tone }: { label: string; value: string; testId: string; tone?: 'discount' | 'total' }) {
  return (
    <div className={`${s.row} ${tone ? s[tone] : ''}`} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const minus = (v: number) => `−${formatMoney(v)}`;

export function SummaryPanel(p: Props) {
  const b = p.basket;
  const savings = b ? cardSavings(b.items) : 0;
  const { register, formState: { errors } } = p.form;
  return (
    <Panel as="aside" title="Ваш заказ" className={s.summary} aria-busy={p.refreshing} data-testid="checkout-summary">
      {p.loading && <p className={s.muted}>Считаем стоимость…</p>}
      {p.failed && (
        <p className={s.alert} role="alert">
          Не удалось рассчитать стоимость заказа.{' '}
          <Button variant="link" size="sm" className={s.linkButton} onClick={p.onRetry}>Повторить</Button>
        </p>
      )}
      {b && (
        <dl className={s.rows}>
          <Row label="Товаров" value={`${formatQuantity(b.itemsCount)} ${plural(b.itemsCount, 'позиция', 'позиции', 'позиций')}`} testId="summary-count" />
          {b.grossWeight > 0 && <Row label="Вес" value={formatWeight(b.grossWeight)} testId="summary-weight" />}
          <Row label="Стоимость товаров" value={formatMoney(b.amount + savings)} testId="summary-goods" />
          {savings > 0 && <Row label="Скидка по карте" value={minus(savings)} testId="summary-discount" tone="discount" />}
          {b.packetCostInfo.packetNum > 0 && (
            <Row label={`Пакеты (${b.packetCostInfo.packetNum} шт.)`} value={formatMoney(b.packetCostInfo.packetAmount)} testId="summary-packets" />
          )}
          <Row label="Сборка и упаковка" value={formatMoney(b.packagingCost)} testId="summary-packaging" />
          {p.method === 'delivery' && (
            <Row
              label="Доставка"
              value={b.deliveryCost === null ? 'недоступна' : b.deliveryCost === 0 ? 'бесплатно' : formatMoney(b.deliveryCost)}
              testId="summary-delivery"
            />
          )}
          {b.promotion && (
            <Row
              label={`Акция «${b.promotion.title}»`}
              value={b.promotion.freeDelivery && b.promotion.discountAmount === 0 ? 'бесплатная доставка' : minus(b.promotion.discountAmount)}
              testId="summary-promotion"
              tone="discount"
            />
          )}
          {b.promoCode && <Row label={promoCodeLabel(b.promoCode)} value={minus(b.promoCode.discountAmount)} testId="summary-promo-code" tone="discount" />}
        </dl>
      )}
      <PromoCodeEntry
        shopId={p.shopId}
        basket={b}
        cashType={p.paymentType}
        applied={p.promoCode}
        onApplied={p.onPromoCode}
      />
      {b && (
        <dl className={s.rows}>
          <Row label="Итого" value={formatMoney(b.total)} testId="summary-total" tone="total" />
        </dl>
      )}
      <fieldset className={s.choices}>
        <legend className={fieldLabelClass}>Способ оплаты</legend>
        {p.paymentTypes.length > 0 && (
          <div className={s.payments} data-testid="checkout-payments">
            {p.paymentTypes.map((t) => (
              <label key={t} className={s.payment}>
                <input type="radio" name="checkout-payment" value={t} checked={p.paymentType === t} onChange={() => p.onPaymentType(t)} />
                <span>{PAYMENT_LABELS[t]}</span>
              </label>
            ))}
          </div>
        )}
        <p role="status" className={s.paymentNotice} data-testid="checkout-payment-notice">{p.paymentNotice}</p>
      </fieldset>
      {p.paymentType === PAYMENT_TYPE.cash && (
        <TextField
          label="Подготовить сдачу с суммы, ₽"
          inputMode="decimal"
          autoComplete="off"
          placeholder="Без сдачи"
          error={errors.changeFrom?.message}
          {...register('changeFrom')}
        />
      )}
      {p.errors.length > 0 && (
        <ul className={s.errors} role="alert" data-testid="checkout-errors">
          {p.errors.map((e) => <li key={e}>{e}</li>)}
        </ul>
      )}
      <Button type="submit" size="xl" block disabled={!p.canSubmit} data-testid="checkout-submit">
        {p.submitting ? 'Оформляем…' : submitLabel(p.paymentType)}
      </Button>
      <p className={s.footnote}>
        Информация о товарах и ценах на сайте носит справочный характер и не является публичной офертой.
      </p>
    </Panel>
  );
}
