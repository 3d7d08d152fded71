'use client';
// The confirm stage of /basket (checkout-account-admin spec §2 "Checkout blocks", §4 "Checkout",
// "Checkout button rules", §5 "Checkout", §8). The basket page (components/basket/) renders it and
// moves to the success stage when onPlaced is called.
//
// Every figure on it is the server's: the basket is priced by the API (React Query, through the
// /api proxy) with the chosen payment type and promo code, and the order is sent with exactly those
// figures (the API refuses an order whose figures differ). The rules of what may be submitted are
// pure functions in domain/checkout.ts.
import { isAdultConfirmed } from '@/components/catalog/age-store';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { rulesResolver } from '@/components/auth/resolver';
import { useSession } from '@/components/auth/session-store';
import { basket as basketStore } from '@/components/basket/basket-store';
import { useReceiving, type ReceivingChoice } from '@/components/receiving/receiving-store';
import { Select, TextArea } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import {
  attemptKey, checkoutErrors, CHECKOUT_MESSAGES, COMMENT_MAX, daysFor, orderRequest, paymentSwitchNotice, paymentTypesFor, REPLACEMENT_OPTIONS, REPLACEMENT_POLICIES,
  settlePayment, settleSlot, validateCheckoutForm, type CheckoutFormContext, type CheckoutFormValues, type SlotChoice,
} from '@/domain/checkout';
import { isApiError } from '@/lib/api/client';
import { createOrder, priceBasket, timeSlots } from '@/lib/api/checkout-browser';
import { checkoutCustomer, checkoutShop } from '@/lib/api/confirm-browser';
import { formatPhone } from '@/domain/auth-forms';
import { queryKeys } from '@/lib/query/keys';
import { DeliveryBlock, PickupBlock } from './receiving-blocks';
import { OrderGoods, type OrderGoodsLine } from './order-goods';
import { SlotPicker } from './slot-picker';
import { SummaryPanel } from './summary-panel';
import { newIdempotencyKey } from './idempotency-key';
import s from './checkout.module.css';

export type CheckoutStageProps = {
  shopId: number;
  receiving: ReceivingChoice;
  /** the basket's lines as the shopper holds them (name and measure for the goods list) */
  lines: (OrderGoodsLine & { quantity: number })[];
  onBack: () => void;
  /** the order exists; the page shows the success stage (online payment redirects to the payment form instead) */
  onPlaced: (orderId: number) => void;
};

const FALLBACK_ERROR = 'Не удалось оформить заказ. Повторите попытку.';

export function CheckoutStage({ shopId, receiving, lines, onBack, onPlaced }: CheckoutStageProps) {
  const method: 'delivery' | 'pickup' = receiving.method === 'delivery' ? 'delivery' : 'pickup';
  const address = method === 'delivery' ? receiving.address : null;
  useCloseOnReceivingChange(shopId, receiving, onBack);

  const { status: sessionStatus, user } = useSession();
  const queryClient = useQueryClient();

  const shop = useQuery({ queryKey: queryKeys.checkout.shop(shopId), queryFn: () => checkoutShop(shopId) });
  const customer = useQuery({ queryKey: queryKeys.checkout.customer, queryFn: checkoutCustomer, enabled: !!user, staleTime: 0 });
  const slots = useQuery({ queryKey: queryKeys.checkout.slots(shopId), queryFn: () => timeSlots(shopId), staleTime: 30_000 });

  const days = daysFor(slots.data ?? [], method);
  const [chosenSlot, setChosenSlot] = useState<SlotChoice>({ date: null, time: null });
  // derived, not stored: the first date and time are chosen, and a choice the slots no longer offer is reset
  const slot = settleSlot(days, chosenSlot);
  const paymentTypes = paymentTypesFor(days, slot);
  const [chosenPayment, setChosenPayment] = useState<number | null>(null);
  const paymentType = settlePayment(paymentTypes, chosenPayment);
  // a slot that does not take the payment type shown switches it (spec §4), and the stage says so
  const [paymentNotice, setPaymentNotice] = useState<string | null>(null);
  const chooseSlot = (next: SlotChoice) => {
    setChosenSlot(next);
    setPaymentNotice(paymentSwitchNotice(paymentType, paymentTypesFor(days, settleSlot(days, next))));
  };
  const choosePayment = (t: number) => {
    setChosenPayment(t);
    setPaymentNotice(null);
  };

  const [promoCode, setPromoCode] = useState<string | null>(null);
  const priceRequest = {
    items: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
    receivingMethod: method,
    coords: address?.coordinates ?? null,
    promoCode,
    orderCashType: paymentType,
  };
  const price = useQuery({
    queryKey: queryKeys.checkout.price(shopId, priceRequest),
    queryFn: () => priceBasket(shopId, priceRequest),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const priced = price.data ?? null;

  const form = useForm<CheckoutFormValues, CheckoutFormContext>({
    resolver: rulesResolver(validateCheckoutForm),
    context: { method, paymentType },
    defaultValues: { replacementPolicy: String(REPLACEMENT_POLICIES.call), comment: '', name: '', phone: '', changeFrom: '' },
    mode: 'onTouched',
  });
  // the recipient starts as the customer (spec §3 "Checkout state": name and phone), once it is known
  const prefilled = useRef(false);
  useEffect(() => {
    if (!customer.data || prefilled.current) return;
    prefilled.current = true;
    const { getValues, setValue } = form;
    if (!getValues('name')) setValue('name', customer.data.name);
    if (!getValues('phone') && customer.data.phone) setValue('phone', formatPhone(customer.data.phone));
  }, [customer.data, form]);

  const isPhoneConfirmed = user ? (customer.data?.isPhoneConfirmed ?? user.isPhoneConfirmed) : sessionStatus === 'loading' ? true : null;
  const errors = priced
    ? checkoutErrors({
      isPhoneConfirmed, method, basket: priced, canAcceptOrders: shop.data?.canAcceptOrders ?? true,
      slotsLoaded: slots.isSuccess, hasSlot: slot.time !== null, paymentTypes, promoCodeError: priced.promoCodeError,
    })
    : { blocking: [], notes: [] };

  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const place = useMutation({
    mutationFn: async (values: CheckoutFormValues) => {
      if (!priced || !slot.date || !slot.time || paymentType === null) throw new Error('not ready');
      const request = orderRequest({ shopId, method, address, basket: priced, date: slot.date, time: slot.time, paymentType, form: values, ageConfirmed: isAdultConfirmed() });
      attempt.current = attemptKey(attempt.current, JSON.stringify(request), newIdempotencyKey);
      return createOrder(request, attempt.current.key);
    },
    onSuccess: (created) => {
      if (created.paymentFormUrl) {
        // the order exists: the basket is cleared as after any creation (spec §4), then the shopper pays
        basketStore.clear();
        window.location.assign(created.paymentFormUrl);
        return;
      }
      onPlaced(created.id);
    },
    onError: (e) => {
      // a refusal ends the attempt (the next click is a new one); without an answer, or with a 5xx,
      // the order may exist: the next click retries with the same key
      if (isApiError(e) && e.status < 500) attempt.current = null;
      if (isApiError(e, 401)) return setSubmitError(CHECKOUT_MESSAGES.unauthorized);
      if (isApiError(e)) {
        setSubmitError(e.description ?? FALLBACK_ERROR);
        // prices, stock or slots moved under the shopper: show the server's new figures
        if (e.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.checkout.all });
        return;
      }
      console.error('Заказ не отправлен', e);
      setSubmitError(FALLBACK_ERROR);
    },
  });

  const submit = form.handleSubmit((values) => {
    setSubmitError(null);
    place.mutate(values);
  });

  const ready = !!priced && !price.isPlaceholderData && slots.isSuccess && slot.time !== null && paymentType !== null;
  const canSubmit = ready && errors.blocking.length === 0 && !place.isPending && !place.isSuccess;
  const values = useWatch({ control: form.control });

  return (
    // the page's h1 names the stage ('Оформление заказа'); the blocks are its h2s
    <section className={s.stage} aria-label="Оформление заказа" data-testid="checkout-stage">
      <div className={s.head}>
        <button type="button" className={s.back} onClick={onBack} data-testid="checkout-back">
          <span aria-hidden="true">←</span> Вернуться в корзину
        </button>
      </div>
      <form className={s.layout} onSubmit={submit} noValidate aria-label="Оформление заказа">
        <div className={s.main}>
          {method === 'pickup'
            ? <PickupBlock shop={shop.data ?? null} />
            : <DeliveryBlock address={address} form={form} />}
          <SlotPicker
            method={method}
            days={days}
            slot={slot}
            loading={slots.isPending}
            failed={slots.isError}
            onChange={chooseSlot}
          />
          <OrderOptions form={form} comment={values.comment ?? ''} />
          <OrderGoods lines={lines} basket={priced} />
        </div>
        <SummaryPanel
          basket={priced}
          loading={price.isPending}
          failed={price.isError && !priced}
          refreshing={price.isFetching}
          onRetry={() => void price.refetch()}
          method={method}
          shopId={shopId}
          paymentTypes={paymentTypes}
          paymentType={paymentType}
          onPaymentType={choosePayment}
          paymentNotice={paymentNotice}
          promoCode={promoCode}
          onPromoCode={setPromoCode}
          form={form}
          errors={[...errors.blocking, ...errors.notes, ...(submitError ? [submitError] : [])]}
          canSubmit={canSubmit}
          submitting={place.isPending || place.isSuccess}
        />
      </form>
    </section>
  );
}

/**
 * Spec §4: when the shop or the receiving method changes (the header's receiving popup, another
 * tab), checkout closes. Compared with what the stage opened with.
 */
function useCloseOnReceivingChange(shopId: number, receiving: ReceivingChoice, onBack: () => void) {
  const current = useReceiving();
  const [opened] = useState(() => ({ shopId, method: receiving.method, storeShop: current.shopId, storeMethod: current.method }));
  const changed = shopId !== opened.shopId || receiving.method !== opened.method
    || current.shopId !== opened.storeShop || current.method !== opened.storeMethod;
  const back = useRef(onBack);
  useEffect(() => {
    back.current = onBack;
  });
  useEffect(() => {
    if (changed) back.current();
  }, [changed]);
}

function OrderOptions({ form, comment }: { form: ReturnType<typeof useForm<CheckoutFormValues, CheckoutFormContext>>; comment: string }) {
  const { register, formState: { errors } } = form;
  return (
    <Panel as="fieldset" title="Пожелания к заказу">
      <Select label="Если товара не окажется в наличии" error={errors.replacementPolicy?.message} {...register('replacementPolicy')}>
        <option value="">Выберите вариант</option>
        {REPLACEMENT_OPTIONS.map((o) => <option key={o.value} value={String(o.value)}>{o.label}</option>)}
      </Select>
      <TextArea
        label="Комментарий к заказу"
        rows={3}
        placeholder="Например, какие бананы выбрать"
        hint={`${comment.length} / ${COMMENT_MAX}`}
        error={errors.comment?.message}
        {...register('comment')}
      />
    </Panel>
  );
}
