import { OrderCreateRequest } from '@/contract/orders';
import type { Basket, TimeSlotDay } from '@/contract';
import {
  attemptKey, belowMinimum, paymentSwitchNotice, nearestSlotText, buttonRuleMessage, checkoutBlockers, missingForMinimum, canApplyPromoCode, cardSavings, changeFromSum, checkoutErrors, daysFor, orderRequest,
  deliveryBlocked, paymentTypesFor, pickupOnlyLines, promoCodeLabel, recipientPhone, settlePayment, settleSlot, slashDate, submitLabel, validateCheckoutForm,
  type CheckoutFormValues,
} from './checkout';

type Line = Basket['items'][number];
const line = (over: Partial<Line> = {}): Line => ({
  id: 1, quantity: 2, stock: 10, registerPrice: 100, actualPrice: 90, price: 90, amount: 180,
  isOutOfStock: false, isPickup: false, grossWeight: 1, ...over,
});
const basket = (over: Partial<Basket> = {}) => ({
  items: [line()], amount: 1200, isDeliveryAvailable: true, minOrderAmount: 1000, ...over,
});
const ok = { isPhoneConfirmed: true, method: 'delivery' as const, basket: basket() };

describe('checkout button rules (spec §4, in order)', () => {
  it('lets a confirmed customer order a basket that meets every rule', () => {
    expect(buttonRuleMessage(ok)).toBeNull();
    expect(buttonRuleMessage({ ...ok, method: 'pickup' })).toBeNull();
  });

  it('rule 1: an unconfirmed phone comes first, even when every other rule fails too', () => {
    const everythingWrong = basket({
      items: [line({ isPickup: true }), line({ id: 2, isOutOfStock: true, quantity: 0, amount: 0 })], isDeliveryAvailable: false, amount: 10,
    });
    expect(buttonRuleMessage({ ...ok, isPhoneConfirmed: false, basket: everythingWrong }))
      .toBe('Подтвердите номер телефона в личном кабинете, чтобы оформить заказ.');
  });

  it('rule 2: pickup-only goods block delivery (before rule 3), not pickup', () => {
    const b = basket({ items: [line({ isPickup: true })], isDeliveryAvailable: false });
    expect(buttonRuleMessage({ ...ok, basket: b })).toMatch(/только самовывозом/);
    expect(buttonRuleMessage({ ...ok, method: 'pickup', basket: basket({ items: [line({ isPickup: true })] }) })).toBeNull();
  });

  it('rule 3: delivery unavailable, with the spec\'s words; pickup is unaffected', () => {
    const b = basket({ isDeliveryAvailable: false, items: [line(), line({ id: 2, isOutOfStock: true })] });
    expect(buttonRuleMessage({ ...ok, basket: b })).toBe('Извините, доставка временно недоступна :(');
    expect(buttonRuleMessage({ ...ok, method: 'pickup', basket: basket({ isDeliveryAvailable: false }) })).toBeNull();
  });

  it('rule 4: goods out of stock block the order (before the minimum)', () => {
    const b = basket({ items: [line(), line({ id: 2, isOutOfStock: true, quantity: 0, amount: 0 })], amount: 10 });
    expect(buttonRuleMessage({ ...ok, basket: b })).toMatch(/нет в наличии/);
  });

  it('rule 5: goods below the shop minimum, with the spec\'s words; the minimum itself is enough', () => {
    expect(buttonRuleMessage({ ...ok, basket: basket({ amount: 999.99 }) }))
      .toBe('Минимальная сумма заказа без учета доставки и сборки - 1000 руб.');
    expect(buttonRuleMessage({ ...ok, basket: basket({ amount: 1000 }) })).toBeNull();
  });

  it('a guest is told to sign in', () => {
    expect(buttonRuleMessage({ ...ok, isPhoneConfirmed: null })).toMatch(/Войдите/);
  });
});

describe('the blockers the basket page shows before checkout (the same rules, all of them)', () => {
  it('lists every failing rule in the spec\'s order, the minimum with what is missing', () => {
    const everythingWrong = basket({
      items: [line({ isPickup: true }), line({ id: 2, isOutOfStock: true, quantity: 0, amount: 0 })], isDeliveryAvailable: false, amount: 679.5,
    });
    expect(checkoutBlockers({ ...ok, isPhoneConfirmed: false, basket: everythingWrong }).map((b) => b.rule))
      .toEqual(['phoneNotConfirmed', 'pickupOnly', 'deliveryUnavailable', 'outOfStock', 'minAmount']);
    expect(checkoutBlockers({ ...ok, basket: basket({ amount: 679.5 }) })).toEqual([
      { rule: 'minAmount', message: 'Минимальная сумма заказа без учета доставки и сборки - 1000 руб.', missing: 320.5 },
    ]);
  });

  it('a guest has no phone to confirm; a basket that meets every rule has no blocker', () => {
    expect(checkoutBlockers({ ...ok, isPhoneConfirmed: null })).toEqual([]);
    expect(checkoutBlockers(ok)).toEqual([]);
    expect(checkoutBlockers({ ...ok, method: 'pickup', basket: basket({ items: [line({ isPickup: true })], isDeliveryAvailable: false }) })).toEqual([]);
  });

  it('the first blocker is the confirm stage\'s message', () => {
    const b = basket({ items: [line({ isPickup: true })], amount: 10 });
    expect(buttonRuleMessage({ ...ok, basket: b })).toBe(checkoutBlockers({ ...ok, basket: b })[0].message);
  });

  it('the missing amount is to the kopeck and never negative', () => {
    expect(missingForMinimum({ amount: 700.1, minOrderAmount: 1000 })).toBe(299.9);
    expect(missingForMinimum({ amount: 1200, minOrderAmount: 1000 })).toBe(0);
  });
});

describe('the notice of a payment type a slot switched (spec §4)', () => {
  it('says the slot takes only online payment, or which type replaced which; nothing when the type stays', () => {
    expect(paymentSwitchNotice(3, [1])).toBe('В этот интервал доступна только онлайн-оплата');
    expect(paymentSwitchNotice(1, [2, 3])).toBe('В этот интервал нельзя оплатить «Онлайн картой»: выбрано «Картой при получении».');
    expect(paymentSwitchNotice(1, [1, 3])).toBeNull();
    expect(paymentSwitchNotice(null, [1])).toBeNull();
    expect(paymentSwitchNotice(3, [])).toBeNull();
  });
});

describe("the header's nearest slot", () => {
  const slot = (timeInterval: string, paidTypes = [1, 2, 3]) => ({ timeInterval, paidTypes });
  const days: TimeSlotDay[] = [
    { '@type': 'TimeSlotDay', date: '2026-11-25', slotType: 'pickup', slots: [] },
    { '@type': 'TimeSlotDay', date: '2026-11-25', slotType: 'delivery', slots: [slot('18:00-20:00'), slot('20:00-22:00')] },
    { '@type': 'TimeSlotDay', date: '2026-11-26', slotType: 'pickup', slots: [slot('10:00-12:00')] },
    { '@type': 'TimeSlotDay', date: '2026-11-28', slotType: 'delivery', slots: [slot('12:00-14:00')] },
  ];
  it('is the checkout\'s first choice for the method, today, tomorrow or by date', () => {
    expect(nearestSlotText(days, 'delivery', '2026-11-25')).toBe('Ближайшая доставка: сегодня 18:00–20:00');
    expect(nearestSlotText(days, 'pickup', '2026-11-25')).toBe('Ближайший самовывоз: завтра 10:00–12:00');
    expect(nearestSlotText(days.slice(3), 'delivery', '2026-11-25')).toBe('Ближайшая доставка: 28 ноября, 12:00–14:00');
    expect(nearestSlotText(days.slice(0, 1), 'pickup', '2026-11-25')).toBeNull();
  });
});

describe('checkout error lines', () => {
  const base = { ...ok, canAcceptOrders: true, slotsLoaded: true, hasSlot: true, paymentTypes: [1], promoCodeError: null };
  it('are empty when the order can go', () => {
    expect(checkoutErrors(base)).toEqual({ blocking: [], notes: [] });
  });
  it('say when no payment type is available, with the spec\'s words', () => {
    expect(checkoutErrors({ ...base, paymentTypes: [] }).blocking).toEqual(['Нет доступных способов оплаты.']);
  });
  it('list the first failing rule and then the missing slot, line by line', () => {
    const out = checkoutErrors({ ...base, isPhoneConfirmed: false, hasSlot: false, paymentTypes: [] });
    expect(out.blocking).toEqual(['Подтвердите номер телефона в личном кабинете, чтобы оформить заказ.', 'Нет доступного времени получения заказа.']);
  });
  it('say nothing of slots before they load, and tell a closed shop', () => {
    expect(checkoutErrors({ ...base, slotsLoaded: false, hasSlot: false, paymentTypes: [] }).blocking).toEqual([]);
    expect(checkoutErrors({ ...base, canAcceptOrders: false }).blocking).toEqual(['Магазин временно не принимает заказы.']);
  });
  it('show a refused promo code without blocking', () => {
    expect(checkoutErrors({ ...base, promoCodeError: 'Промокод не найден или больше не действует.' })).toEqual({ blocking: [], notes: ['Промокод не найден или больше не действует.'] });
  });
});

describe('the button text (spec §2)', () => {
  it('reads "Перейти к оплате" for online payment and "Заказать" otherwise', () => {
    expect(submitLabel(1)).toBe('Перейти к оплате');
    expect(submitLabel(2)).toBe('Заказать');
    expect(submitLabel(3)).toBe('Заказать');
    expect(submitLabel(null)).toBe('Заказать');
  });
});

const days: TimeSlotDay[] = [
  { '@type': 'TimeSlotDay', date: '2026-11-23', slotType: 'pickup', slots: [{ timeInterval: '10:00-12:00', paidTypes: [2] }] },
  { '@type': 'TimeSlotDay', date: '2026-11-23', slotType: 'delivery', slots: [{ timeInterval: '12:00-14:00', paidTypes: [1, 3, 4] }, { timeInterval: '14:00-16:00', paidTypes: [2, 2, 5] }] },
  { '@type': 'TimeSlotDay', date: '2026-11-24', slotType: 'delivery', slots: [{ timeInterval: '09:00-11:00', paidTypes: [] }] },
  { '@type': 'TimeSlotDay', date: '2026-11-25', slotType: 'delivery', slots: [] },
];

describe('dates, times and payment types (spec §4)', () => {
  const delivery = daysFor(days, 'delivery');
  it('keeps the days of the receiving method that have a slot', () => {
    expect(delivery.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(daysFor(days, 'pickup').map((d) => d.slots[0].timeInterval)).toEqual(['10:00-12:00']);
  });
  it('auto-selects the first date and its first time', () => {
    expect(settleSlot(delivery, { date: null, time: null })).toEqual({ date: '2026-11-23', time: '12:00-14:00' });
  });
  it('keeps a valid choice and resets an invalid one', () => {
    expect(settleSlot(delivery, { date: '2026-11-23', time: '14:00-16:00' })).toEqual({ date: '2026-11-23', time: '14:00-16:00' });
    expect(settleSlot(delivery, { date: '2026-11-24', time: '14:00-16:00' })).toEqual({ date: '2026-11-24', time: '09:00-11:00' });
    expect(settleSlot(delivery, { date: '2026-11-30', time: '09:00-11:00' })).toEqual({ date: '2026-11-23', time: '12:00-14:00' });
    expect(settleSlot([], { date: '2026-11-23', time: '12:00-14:00' })).toEqual({ date: null, time: null });
  });
  it('offers the chosen slot\'s payment types the site takes, once each', () => {
    expect(paymentTypesFor(delivery, { date: '2026-11-23', time: '12:00-14:00' })).toEqual([1, 3]);
    expect(paymentTypesFor(delivery, { date: '2026-11-23', time: '14:00-16:00' })).toEqual([2]);
    expect(paymentTypesFor(delivery, { date: '2026-11-24', time: '09:00-11:00' })).toEqual([]);
  });
  it('keeps an available payment type, else takes the first', () => {
    expect(settlePayment([1, 3], 3)).toBe(3);
    expect(settlePayment([1, 3], 2)).toBe(1);
    expect(settlePayment([2], null)).toBe(2);
    expect(settlePayment([], 1)).toBeNull();
  });
});

const form = (over: Partial<CheckoutFormValues> = {}): CheckoutFormValues => ({
  replacementPolicy: '3', comment: '', name: 'Иван', phone: '+7 (900) 000-00-01', changeFrom: '', ...over,
});
const deliveryCash = { method: 'delivery' as const, paymentType: 3 };

describe('the checkout form (spec §5)', () => {
  it('accepts an empty comment and one of 500 characters, refuses 501', () => {
    expect(validateCheckoutForm(form(), deliveryCash)).toEqual({});
    expect(validateCheckoutForm(form({ comment: 'я'.repeat(500) }), deliveryCash)).toEqual({});
    expect(validateCheckoutForm(form({ comment: 'я'.repeat(501) }), deliveryCash)).toEqual({ comment: 'Не более 500 символов.' });
  });
  it('asks for the recipient\'s phone for delivery, with the spec\'s words', () => {
    expect(validateCheckoutForm(form({ phone: '' }), deliveryCash).phone).toBe('Укажите номер телефона');
    expect(validateCheckoutForm(form({ phone: '+7 (___) ___-__-__' }), deliveryCash).phone).toBe('Укажите номер телефона');
    expect(validateCheckoutForm(form({ phone: '+7 (900) 000-00' }), deliveryCash).phone).toBe('Некорректный номер телефона');
    expect(validateCheckoutForm(form({ name: '  ' }), deliveryCash).name).toBe('Укажите имя получателя.');
  });
  it('asks nothing of the recipient for pickup', () => {
    expect(validateCheckoutForm(form({ phone: '', name: '' }), { method: 'pickup', paymentType: 2 })).toEqual({});
  });
  it('requires a replacement policy', () => {
    expect(validateCheckoutForm(form({ replacementPolicy: '' }), deliveryCash).replacementPolicy).toBe('Выберите, что делать при отсутствии товара.');
  });
  it('takes a change-from sum from 0 to 100 000 for cash only', () => {
    expect(validateCheckoutForm(form({ changeFrom: '5000' }), deliveryCash)).toEqual({});
    expect(validateCheckoutForm(form({ changeFrom: '100000' }), deliveryCash)).toEqual({});
    expect(validateCheckoutForm(form({ changeFrom: '100001' }), deliveryCash).changeFrom).toBe('Сумма не может быть больше 100000 руб.');
    expect(validateCheckoutForm(form({ changeFrom: '-1' }), deliveryCash).changeFrom).toBe('Сумма не может быть отрицательной.');
    expect(validateCheckoutForm(form({ changeFrom: 'abc' }), deliveryCash).changeFrom).toBe('Введите сумму числом.');
    expect(validateCheckoutForm(form({ changeFrom: 'abc' }), { method: 'delivery', paymentType: 1 })).toEqual({});
  });
  it('reads the change-from sum: empty when 0', () => {
    expect(changeFromSum('')).toBeNull();
    expect(changeFromSum('0')).toBeNull();
    expect(changeFromSum(' 2 000,50 ')).toBe(2000.5);
    expect(changeFromSum('1e3')).toBeNaN();
  });
  it('reads the recipient\'s phone as 11 digits', () => {
    expect(recipientPhone('+7 (900) 000-00-01')).toBe('79000000001');
    expect(recipientPhone('8 900 000 00 01')).toBe('79000000001');
  });
});

describe('the promo code entry (spec §5)', () => {
  it('applies only non-blank text, with no request in flight, and not once a code is applied', () => {
    expect(canApplyPromoCode('DEMO10', false, null)).toBe(true);
    expect(canApplyPromoCode('   ', false, null)).toBe(false);
    expect(canApplyPromoCode('DEMO10', true, null)).toBe(false);
    expect(canApplyPromoCode('DEMO200', false, 'DEMO10')).toBe(false);
  });
  it('labels a percent code with its percent', () => {
    expect(promoCodeLabel({ code: 'DEMO10', discountType: 2, amount: 10 })).toBe('Промокод DEMO10 (10%)');
    expect(promoCodeLabel({ code: 'DEMO200', discountType: 1, amount: 200 })).toBe('Промокод DEMO200');
  });
});

describe('the order payload (spec §3)', () => {
  const priced = {
    items: [line(), line({ id: 2, isOutOfStock: true, quantity: 0, price: 0, amount: 0 })],
    packagingCost: 30, deliveryCost: 149, total: 359,
    promoCode: { code: 'DEMO10', discountType: 2 as const, amount: 10, discountAmount: 18, description: '', ruleCategories: [], ruleCategoryNames: [], ruleWhitePrice: false, barcode: null },
  };
  const address = { id: 5, city: 'Москва', street: 'Тверская', house: '1', flat: 10, entrance: 2, floor: 3, code: null, isPrivateHouse: false, coordinates: [55.75, 37.61] as [number, number] };

  it('writes dates with slashes, the server\'s figures and the lines in stock, and the contract takes it', () => {
    const req = orderRequest({ shopId: 1, method: 'delivery', address, basket: priced, date: '2026-11-23', time: '12:00-14:00', paymentType: 3, form: form({ changeFrom: '5000', comment: ' позвоните ' }) });
    expect(req.basket.orderDeliveryDate).toBe('2026/11/23');
    expect(req.basket).toMatchObject({
      orderType: 'delivery', orderCashType: 3, orderCashAmount: 5000, delivery: 149, packagingCost: 30, total: 359,
      replacementPolicy: 3, orderComment: 'позвоните', deliveryCoords: [55.75, 37.61],
      items: [{ id: 1, quantity: 2, price: 90, amount: 180 }],
    });
    expect(req.basket.orderAddress).toMatchObject({ addressId: 5, name: 'Иван', phone: '79000000001', flat: 10 });
    expect(req.promoCode).toBe('DEMO10');
    expect(OrderCreateRequest.safeParse(req).success).toBe(true);
  });

  it('has no address, coordinates, delivery or change sum for pickup paid by card', () => {
    const req = orderRequest({ shopId: 1, method: 'pickup', address: null, basket: { ...priced, deliveryCost: null, promoCode: null }, date: '2026-11-23', time: '10:00-12:00', paymentType: 2, form: form({ changeFrom: '5000' }) });
    expect(req.basket).toMatchObject({ orderType: 'pickup', delivery: 0, orderCashAmount: null, orderAddress: null, deliveryCoords: null });
    expect(req.promoCode).toBeNull();
    expect(slashDate('2026-01-05')).toBe('2026/01/05');
    expect(OrderCreateRequest.safeParse(req).success).toBe(true);
  });
});

describe('the Idempotency-Key of an attempt', () => {
  it('is kept while the order is the same and renewed when it changes', () => {
    let n = 0;
    const next = () => `key-${++n}`;
    const first = attemptKey(null, 'a', next);
    expect(first.key).toBe('key-1');
    expect(attemptKey(first, 'a', next).key).toBe('key-1');
    expect(attemptKey(first, 'b', next).key).toBe('key-2');
  });
});

describe('the card discount line', () => {
  it('sums what the card saves over the lines in stock', () => {
    expect(cardSavings([line(), line({ id: 2, registerPrice: 50, price: 50 }), line({ id: 3, isOutOfStock: true, price: 0, quantity: 0 })])).toBe(20);
  });
});

describe('the rules the API checks again (2, 3, 5), one function each', () => {
  const line = (o: { isPickup?: boolean; isOutOfStock?: boolean } = {}) => ({ isPickup: false, isOutOfStock: false, ...o });

  it('rule 2: the in-stock pickup-only lines block a delivery, never a pickup', () => {
    const items = [line(), line({ isPickup: true }), line({ isPickup: true, isOutOfStock: true })];
    expect(pickupOnlyLines('delivery', items)).toEqual([items[1]]);
    expect(pickupOnlyLines('pickup', items)).toEqual([]);
  });

  it('rule 3: delivery unavailable blocks only a delivery', () => {
    expect(deliveryBlocked('delivery', { isDeliveryAvailable: false })).toBe(true);
    expect(deliveryBlocked('pickup', { isDeliveryAvailable: false })).toBe(false);
    expect(deliveryBlocked('delivery', { isDeliveryAvailable: true })).toBe(false);
  });

  it('rule 5: the goods below the minimum, the minimum itself passing', () => {
    expect(belowMinimum({ amount: 699.99, minOrderAmount: 700 })).toBe(true);
    expect(belowMinimum({ amount: 700, minOrderAmount: 700 })).toBe(false);
  });
});
