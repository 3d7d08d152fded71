// The rules of the confirm stage of /basket (checkout-account-admin spec §3 "Checkout state", §4
// "Checkout", "Checkout button rules", §5 "Checkout", §8, §9): when the button may submit and what it
// says otherwise, which date, time and payment type are chosen, what the form accepts, and the
// order payload built from the server's priced basket. Pure: the checkout form and its tests share it.
import type { Basket, OrderCreateRequest, TimeSlotDay } from '../contract';
import { COMMENT_MAX, COMMENT_TOO_LONG_MESSAGE, PHONE_DIGITS, REPLACEMENT_POLICIES } from '../contract/limits';
import { phoneDigits } from './auth-forms';
import { roundMoney } from './money';
import { PAYMENT_TYPE } from './shop-terms';
import type { ChosenAddress } from './receiving-choice';

export { COMMENT_MAX, REPLACEMENT_POLICIES };

export type ReceivingMethod = 'delivery' | 'pickup';

export const CHECKOUT_MESSAGES = {
  signIn: 'Войдите или зарегистрируйтесь, чтобы оформить заказ.',
  phoneNotConfirmed: 'Подтвердите номер телефона в личном кабинете, чтобы оформить заказ.',
  pickupOnly: 'В корзине есть товары, которые можно получить только самовывозом. Удалите их или выберите самовывоз.',
  deliveryUnavailable: 'Извините, доставка временно недоступна :(',
  outOfStock: 'Некоторых товаров нет в наличии. Удалите их из корзины, чтобы оформить заказ.',
  minAmount: (n: number) => `Минимальная сумма заказа без учета доставки и сборки - ${n} руб.`,
  shopClosed: 'Магазин временно не принимает заказы.',
  noSlots: 'Нет доступного времени получения заказа.',
  noPayment: 'Нет доступных способов оплаты.',
  phoneRequired: 'Укажите номер телефона',
  phoneInvalid: 'Некорректный номер телефона',
  nameRequired: 'Укажите имя получателя.',
  commentTooLong: COMMENT_TOO_LONG_MESSAGE,
  policyRequired: 'Выберите, что делать при отсутствии товара.',
  changeInvalid: 'Введите сумму числом.',
  changeNegative: 'Сумма не может быть отрицательной.',
  changeTooBig: (max: number) => `Сумма не может быть больше ${max} руб.`,
  unauthorized: 'Unauthorized!',
} as const;

/** The largest change-from sum (spec §9 leaves the limit open; decision 40). */
export const CHANGE_FROM_MAX = 100_000;

/** The choices of the replacement-policy select, in the spec's order (§2). */
export const REPLACEMENT_OPTIONS: readonly { value: 1 | 2 | 3; label: string }[] = [
  { value: REPLACEMENT_POLICIES.replace, label: 'Заменить на аналогичный товар' },
  { value: REPLACEMENT_POLICIES.remove, label: 'Удалить из заказа' },
  { value: REPLACEMENT_POLICIES.call, label: 'Уточнить по телефону' },
];

/** The payment types the storefront offers (the aggregator and partner types come from outside). */
export const PAYMENT_LABELS: Readonly<Record<number, string>> = {
  [PAYMENT_TYPE.online]: 'Онлайн картой',
  [PAYMENT_TYPE.cardOnReceipt]: 'Картой при получении',
  [PAYMENT_TYPE.cash]: 'Наличными',
};

export type ButtonRuleInput = {
  /** null: nobody is signed in */
  isPhoneConfirmed: boolean | null;
  method: ReceivingMethod;
  /** the server's priced basket */
  basket: Pick<Basket, 'items' | 'amount' | 'isDeliveryAvailable' | 'minOrderAmount'>;
};

/** A checkout button rule that fails, with what the basket page needs to say more than its sentence. */
export type Blocker =
  | { rule: 'phoneNotConfirmed' | 'pickupOnly' | 'deliveryUnavailable' | 'outOfStock'; message: string }
  /** `missing`: roubles of goods still to add */
  | { rule: 'minAmount'; message: string; missing: number };

/**
 * Spec §4 "Checkout button rules" 1–5, every one that fails, in the spec's order: the basket page
 * shows them all before checkout, the confirm stage the first (buttonRuleMessage). `isPhoneConfirmed`
 * null: nobody is signed in, so there is no phone to confirm (the page asks to sign in instead).
 */
export function checkoutBlockers({ isPhoneConfirmed, method, basket }: ButtonRuleInput): Blocker[] {
  const out: Blocker[] = [];
  // 1. the phone must be confirmed
  if (isPhoneConfirmed === false) out.push({ rule: 'phoneNotConfirmed', message: CHECKOUT_MESSAGES.phoneNotConfirmed });
  if (pickupOnlyLines(method, basket.items).length > 0) out.push({ rule: 'pickupOnly', message: CHECKOUT_MESSAGES.pickupOnly });
  if (deliveryBlocked(method, basket)) out.push({ rule: 'deliveryUnavailable', message: CHECKOUT_MESSAGES.deliveryUnavailable });
  // 4. unavailable goods block
  if (basket.items.some((l) => l.isOutOfStock)) out.push({ rule: 'outOfStock', message: CHECKOUT_MESSAGES.outOfStock });
  if (belowMinimum(basket)) {
    out.push({ rule: 'minAmount', message: CHECKOUT_MESSAGES.minAmount(basket.minOrderAmount), missing: missingForMinimum(basket) });
  }
  return out;
}

/**
 * Spec §4 "Checkout button rules", checked in the spec's order; the first that fails disables the
 * button and its message is shown (a guest is stopped before rule 1: there is no phone to confirm).
 * null: the five rules let the order through.
 */
export function buttonRuleMessage(input: ButtonRuleInput): string | null {
  if (input.isPhoneConfirmed === null) return CHECKOUT_MESSAGES.signIn;
  return checkoutBlockers(input)[0]?.message ?? null;
}

// The rules the API's order creation checks again, one function each (the same rule on both sides).

/** Rule 2: the pickup-only goods in stock that block a delivery (none for pickup). */
export const pickupOnlyLines = <L extends Pick<Basket['items'][number], 'isOutOfStock' | 'isPickup'>>(method: ReceivingMethod, items: readonly L[]): L[] =>
  (method === 'delivery' ? items.filter((l) => !l.isOutOfStock && l.isPickup) : []);

/** Rule 3: delivery is unavailable (the shop does not deliver, or not to this point). */
export const deliveryBlocked = (method: ReceivingMethod, basket: Pick<Basket, 'isDeliveryAvailable'>): boolean =>
  method === 'delivery' && !basket.isDeliveryAvailable;

/** Rule 5: the goods (without delivery and packaging) are below the shop's minimum. */
export const belowMinimum = (basket: Pick<Basket, 'amount' | 'minOrderAmount'>): boolean => basket.amount < basket.minOrderAmount;

/** How much more of goods rule 5 asks for (0 once the minimum is reached), to the kopeck. */
export const missingForMinimum = (basket: Pick<Basket, 'amount' | 'minOrderAmount'>): number =>
  Math.max(0, roundMoney(basket.minOrderAmount - basket.amount));

export type CheckoutErrorInput = ButtonRuleInput & {
  canAcceptOrders: boolean;
  /** the slots are known (loaded); before that nothing is said about them */
  slotsLoaded: boolean;
  hasSlot: boolean;
  paymentTypes: readonly number[];
  /** why the server did not apply the asked promo code (Basket.promoCodeError) */
  promoCodeError: string | null;
};

/**
 * The error lines of the summary panel (spec §8: shown line by line): the first failing button
 * rule, then what else stops the order (the shop closed, no slot, no payment type), then the promo
 * code's refusal (informative: the order can go without the code). The button submits only when
 * `blocking` is empty.
 */
export function checkoutErrors(input: CheckoutErrorInput): { blocking: string[]; notes: string[] } {
  const blocking: string[] = [];
  const rule = buttonRuleMessage(input);
  if (rule) blocking.push(rule);
  if (!input.canAcceptOrders) blocking.push(CHECKOUT_MESSAGES.shopClosed);
  else if (input.slotsLoaded && !input.hasSlot) blocking.push(CHECKOUT_MESSAGES.noSlots);
  else if (input.slotsLoaded && input.paymentTypes.length === 0) blocking.push(CHECKOUT_MESSAGES.noPayment);
  const notes = input.promoCodeError ? [input.promoCodeError] : [];
  return { blocking, notes };
}

/** The button's text (spec §2): online payment leaves for the payment page. */
export const submitLabel = (paymentType: number | null): string =>
  paymentType === PAYMENT_TYPE.online ? 'Перейти к оплате' : 'Заказать';

// ——— dates, times and payment types (spec §4 "Checkout") ———

/** The days of the receiving method that still have a slot. */
export const daysFor = (days: readonly TimeSlotDay[], method: ReceivingMethod): TimeSlotDay[] =>
  days.filter((d) => d.slotType === method && d.slots.length > 0);

export type SlotChoice = { date: string | null; time: string | null };

/**
 * The date and time to show as chosen: a choice still offered stays; a date no longer offered falls
 * back to the first day, a time no longer offered to the first time of its day (spec §4: the first
 * available is auto-selected, an invalid selection is reset).
 */
export function settleSlot(days: readonly TimeSlotDay[], chosen: SlotChoice): SlotChoice {
  const day = days.find((d) => d.date === chosen.date) ?? days[0];
  if (!day) return { date: null, time: null };
  const slot = day.slots.find((s) => s.timeInterval === chosen.time) ?? day.slots[0];
  return { date: day.date, time: slot?.timeInterval ?? null };
}

/** Month names in the genitive ('18 ноября'): the one list dates in words use. */
export const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];


/**
 * The header's nearest slot (the checkout's own first choice, settleSlot over daysFor, so the two
 * never disagree): 'Ближайшая доставка: сегодня 18:00–20:00', 'Ближайший самовывоз: завтра
 * 10:00–12:00', or '…: 28 ноября, 10:00–12:00'; null when the shop offers no slot for the method.
 */
export function nearestSlotText(days: readonly TimeSlotDay[], method: ReceivingMethod, today: string): string | null {
  const { date, time } = settleSlot(daysFor(days, method), { date: null, time: null });
  if (!date || !time) return null;
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const [, m, d] = date.split('-').map(Number);
  const day = date === today ? 'сегодня' : date === tomorrow ? 'завтра' : `${d} ${MONTHS[m - 1]},`;
  const what = method === 'delivery' ? 'Ближайшая доставка' : 'Ближайший самовывоз';
  return `${what}: ${day} ${time.replace('-', '–')}`;
}

/** The payment types of the chosen slot the storefront offers, in the slot's order. */
export function paymentTypesFor(days: readonly TimeSlotDay[], { date, time }: SlotChoice): number[] {
  const slot = days.find((d) => d.date === date)?.slots.find((s) => s.timeInterval === time);
  return (slot?.paidTypes ?? []).filter((t, i, all) => t in PAYMENT_LABELS && all.indexOf(t) === i);
}

/** The chosen payment type if the slot takes it, else the slot's first one (spec §4), else null. */
export const settlePayment = (available: readonly number[], chosen: number | null): number | null =>
  chosen !== null && available.includes(chosen) ? chosen : available[0] ?? null;

/**
 * What the checkout says when the shopper picks a slot that does not take the payment type shown as
 * chosen (spec §4 switches it to the slot's first): 'В этот интервал доступна только онлайн-оплата'
 * when online is all it takes, else which type replaced which; null when nothing switched.
 */
export function paymentSwitchNotice(shown: number | null, available: readonly number[]): string | null {
  if (shown === null || available.length === 0 || available.includes(shown)) return null;
  if (available.length === 1 && available[0] === PAYMENT_TYPE.online) return 'В этот интервал доступна только онлайн-оплата';
  const label = (t: number) => PAYMENT_LABELS[t] ?? String(t);
  return `В этот интервал нельзя оплатить «${label(shown)}»: выбрано «${label(available[0])}».`;
}

// ——— the form (spec §5 "Checkout") ———

export type CheckoutFormValues = {
  replacementPolicy: string;
  comment: string;
  /** recipient (delivery only) */
  name: string;
  phone: string;
  /** change from this sum (cash only); '' when not asked */
  changeFrom: string;
};

export type CheckoutFormContext = { method: ReceivingMethod; paymentType: number | null };

/** The recipient's phone as 11 digits: '+7 (900) 000-00-01' → '79000000001' (as the auth forms read it). */
export const recipientPhone = (value: string): string => phoneDigits(value);

/** '' or '0' → null (spec §5: empty when 0); a number otherwise (NaN for text that is not one). */
export function changeFromSum(value: string): number | null {
  const t = value.trim().replace(',', '.').replace(/\s/g, '');
  if (t === '') return null;
  const n = /^\d+(\.\d{1,2})?$/.test(t) || /^-\d/.test(t) ? Number(t) : Number.NaN;
  return n === 0 ? null : n;
}

/** Messages by field; {} when the form may be sent. */
export function validateCheckoutForm(v: CheckoutFormValues, ctx: CheckoutFormContext): Partial<Record<keyof CheckoutFormValues, string>> {
  const errors: Partial<Record<keyof CheckoutFormValues, string>> = {};
  if (!REPLACEMENT_OPTIONS.some((o) => String(o.value) === v.replacementPolicy)) errors.replacementPolicy = CHECKOUT_MESSAGES.policyRequired;
  // the spec calls the comment required; a shopper with nothing to say may leave it empty (decision 40)
  if (v.comment.length > COMMENT_MAX) errors.comment = CHECKOUT_MESSAGES.commentTooLong;
  if (ctx.method === 'delivery') {
    if (v.name.trim() === '') errors.name = CHECKOUT_MESSAGES.nameRequired;
    const phone = recipientPhone(v.phone);
    if (phone === '' || phone === '7') errors.phone = CHECKOUT_MESSAGES.phoneRequired;
    else if (phone.length !== PHONE_DIGITS) errors.phone = CHECKOUT_MESSAGES.phoneInvalid;
  }
  if (ctx.paymentType === PAYMENT_TYPE.cash) {
    const sum = changeFromSum(v.changeFrom);
    if (sum !== null) {
      if (Number.isNaN(sum)) errors.changeFrom = CHECKOUT_MESSAGES.changeInvalid;
      else if (sum < 0) errors.changeFrom = CHECKOUT_MESSAGES.changeNegative;
      else if (sum > CHANGE_FROM_MAX) errors.changeFrom = CHECKOUT_MESSAGES.changeTooBig(CHANGE_FROM_MAX);
    }
  }
  return errors;
}

/** Promo code entry (spec §5): only non-blank text, only when no request is in flight, not once applied. */
export const canApplyPromoCode = (text: string, pending: boolean, applied: string | null): boolean =>
  text.trim() !== '' && !pending && applied === null;

// ——— the payload (spec §3 "Basket payload on order creation") ———

/** 'YYYY-MM-DD' → 'YYYY/MM/DD' (the payload's dates have slashes). */
export const slashDate = (isoDate: string): string => isoDate.replaceAll('-', '/');

/** The chosen delivery address (one type with the receiving store's). */
export type DeliveryAddress = ChosenAddress;

export type OrderInput = {
  shopId: number;
  method: ReceivingMethod;
  address: DeliveryAddress | null;
  basket: Pick<Basket, 'items' | 'packagingCost' | 'deliveryCost' | 'total' | 'promoCode'>;
  date: string;
  time: string;
  paymentType: number;
  form: CheckoutFormValues;
  /** the age gate answered 'Мне есть 18' (components/catalog/age-store.ts); the API asks it for goods for adults */
  ageConfirmed?: boolean;
};

/**
 * The order as the API takes it, every figure the server's priced basket: the API recomputes them
 * and refuses (409) an order whose figures differ, so the shopper never pays what they did not see.
 */
export function orderRequest(i: OrderInput): OrderCreateRequest {
  const delivery = i.method === 'delivery';
  const a = i.address;
  return {
    promoCode: i.basket.promoCode?.code ?? null,
    shopId: i.shopId,
    basket: {
      source: 'site',
      orderType: i.method,
      orderCashType: i.paymentType,
      orderCashAmount: i.paymentType === PAYMENT_TYPE.cash ? changeFromSum(i.form.changeFrom) : null,
      orderDeliveryDate: slashDate(i.date),
      orderDeliveryTime: i.time,
      packagingCost: i.basket.packagingCost,
      delivery: delivery ? i.basket.deliveryCost ?? 0 : 0,
      total: i.basket.total,
      replacementPolicy: Number(i.form.replacementPolicy) as 1 | 2 | 3,
      orderComment: i.form.comment.trim(),
      deliveryCoords: delivery && a ? a.coordinates : null,
      ...(i.ageConfirmed ? { ageConfirmed: true } : {}),
      orderAddress: delivery && a
        ? {
          addressId: a.id, city: a.city, street: a.street, house: a.house, flat: a.flat, entrance: a.entrance, floor: a.floor,
          code: a.code, isPrivateHouse: a.isPrivateHouse, name: i.form.name.trim(), phone: recipientPhone(i.form.phone),
        }
        : null,
      items: i.basket.items.filter((l) => !l.isOutOfStock && l.quantity > 0)
        .map((l) => ({ id: l.id, quantity: l.quantity, price: l.price, amount: l.amount })),
    },
  };
}

/**
 * The Idempotency-Key of a submit (design §3): one key per attempt, so a click retried after a lost
 * answer sends the same key and the API answers the first result; a changed order is a new attempt
 * with a new key (the same key with another body would be refused).
 */
export function attemptKey(previous: { key: string; body: string } | null, body: string, newKey: () => string): { key: string; body: string } {
  return previous && previous.body === body ? previous : { key: newKey(), body };
}

// ——— the summary panel (spec §2 "Checkout blocks") ———

/** What a card holder saves against the regular price, over the lines in stock (the "discount" line). */
export const cardSavings = (items: Basket['items']): number =>
  roundMoney(items.filter((l) => !l.isOutOfStock).reduce((sum, l) => sum + (l.registerPrice - l.price) * l.quantity, 0));

/** The promo code line's label: the code, with its percent for a percent code. */
export const promoCodeLabel = (p: Pick<NonNullable<Basket['promoCode']>, 'code' | 'discountType' | 'amount'>): string =>
  p.discountType === 2 ? `Промокод ${p.code} (${p.amount}%)` : `Промокод ${p.code}`;
