import {
  ADMIN_RULES, CANCEL_MESSAGES, EXTERNAL_REASONS, MANUAL_REASONS, REFUND_MESSAGES, aboveHoldMessage, allowedActions, cancelErrors,
  cancelReasons, capQuantity, cardInput, editTotal, filterDateRange, holdAmount, isServiceGood, mayDo, parseFilterDate, paymentSums, refundAmount,
  refundErrors, refundQuestion, refundTooMuchMessage, roundQuantity, STATUS_ACTION_LABELS, statusActionLabel, statusAsksFirst, statusDoneText,
  statusQuestion, stepError, offersMarking, filterDateError, FILTER_DATE_MESSAGES,
} from './order-admin';
import { nextStatuses, ORDER_STATUS, ORDER_STATUS as S, type OrderFacts } from './order-status';

const order = (o: Partial<OrderFacts> = {}): OrderFacts => ({ status: S.new, type: 'delivery', source: 'site', online: false, ...o });

describe('the admin action table', () => {
  it('lets a shop admin pick, edit and mark, and keeps money and moves between shops for the site admin', () => {
    expect(allowedActions('shopAdmin', order({ status: S.open }))).toEqual(['setStatus', 'cancel', 'editLines', 'addLines', 'mark', 'changeCard']);
    expect(allowedActions('siteAdmin', order({ status: S.open }))).toEqual([
      'setStatus', 'cancel', 'editLines', 'addLines', 'editPrice', 'mark', 'changeShop', 'changeType', 'changeCard',
    ]);
  });

  it('annuls a partner order only as a site admin', () => {
    for (const source of ['aggregator', 'partner'] as const) {
      expect(mayDo('shopAdmin', 'cancel', order({ source }))).toBe(false);
      expect(mayDo('siteAdmin', 'cancel', order({ source }))).toBe(true);
    }
    expect(mayDo('shopAdmin', 'cancel', order())).toBe(true);
  });

  it('leaves annulling a closed online order (a refund) to the site admin', () => {
    expect(mayDo('shopAdmin', 'cancel', order({ status: S.closed, online: true }))).toBe(false);
    expect(mayDo('siteAdmin', 'cancel', order({ status: S.closed, online: true }))).toBe(true);
  });

  it('annuls what the status table lets annul: not a closed cash order, a closed online one yes', () => {
    expect(mayDo('siteAdmin', 'cancel', order({ status: S.closed }))).toBe(false);
    expect(mayDo('siteAdmin', 'cancel', order({ status: S.closed, online: true }))).toBe(true);
    expect(mayDo('siteAdmin', 'cancel', order({ status: S.annulled }))).toBe(false);
  });

  it('edits lines only before the handover, adds and reprices only storefront orders', () => {
    expect(mayDo('shopAdmin', 'editLines', order({ status: S.assembled }))).toBe(true);
    expect(mayDo('shopAdmin', 'editLines', order({ status: S.inDelivery }))).toBe(false);
    expect(mayDo('shopAdmin', 'editLines', order({ status: S.awaitingPayment }))).toBe(false);
    expect(mayDo('shopAdmin', 'addLines', order({ source: 'aggregator' }))).toBe(false);
    expect(mayDo('siteAdmin', 'editPrice', order({ source: 'partner' }))).toBe(false);
    expect(mayDo('shopAdmin', 'editPrice', order())).toBe(false);
  });

  it('refunds a closed online order only, as a site admin; checks a payment only of an online order', () => {
    expect(mayDo('siteAdmin', 'refund', order({ status: S.closed, online: true }))).toBe(true);
    expect(mayDo('siteAdmin', 'refund', order({ status: S.closed }))).toBe(false);
    expect(mayDo('siteAdmin', 'refund', order({ status: S.inDelivery, online: true }))).toBe(false);
    expect(mayDo('shopAdmin', 'refund', order({ status: S.closed, online: true }))).toBe(false);
    expect(mayDo('siteAdmin', 'checkPayment', order({ online: true }))).toBe(true);
    expect(mayDo('siteAdmin', 'checkPayment', order())).toBe(false);
  });

  it('keeps an online order in its shop and partner orders as the partner sent them', () => {
    expect(mayDo('siteAdmin', 'changeShop', order({ online: true }))).toBe(false);
    expect(mayDo('siteAdmin', 'changeShop', order({ status: S.assembling }))).toBe(false);
    expect(mayDo('siteAdmin', 'changeType', order({ source: 'aggregator' }))).toBe(false);
    expect(mayDo('siteAdmin', 'changeType', order({ status: S.assembled }))).toBe(true);
  });

  it('changes the card in any status but awaiting payment', () => {
    expect(mayDo('shopAdmin', 'changeCard', order({ status: S.awaitingPayment }))).toBe(false);
    expect(mayDo('shopAdmin', 'changeCard', order({ status: S.closed }))).toBe(true);
    expect(ADMIN_RULES.changeCard.statuses).not.toContain(S.awaitingPayment);
  });

  it('marks while the order is assembled', () => {
    expect(mayDo('shopAdmin', 'mark', order({ status: S.assembling }))).toBe(true);
    expect(mayDo('shopAdmin', 'mark', order({ status: S.new }))).toBe(false);
  });
});

describe('cancellation reasons and messages', () => {
  it('offers the manual reasons for storefront orders and a partner list for each partner', () => {
    expect(cancelReasons('site').map((r) => r.title)).toEqual(['Другое', 'По просьбе клиента', 'Заказ задублирован']);
    expect(cancelReasons('aggregator')).toBe(EXTERNAL_REASONS.aggregator);
    expect(EXTERNAL_REASONS.partner.map((r) => r.code)).not.toEqual(EXTERNAL_REASONS.aggregator.map((r) => r.code));
    expect(cancelReasons('partner').map((r) => r.title)).toContain('Слишком много заказов');
  });

  it('asks for a reason, and a comment where the reason needs one', () => {
    expect(cancelErrors('site', null, null)).toEqual([{ field: 'reason', message: CANCEL_MESSAGES.reasonRequired }]);
    expect(cancelErrors('site', 'integration', null)).toEqual([{ field: 'reason', message: 'Укажите причину аннулирования заказа.' }]);
    expect(cancelErrors('site', 'other', '  ')).toEqual([{ field: 'comment', message: 'Поле обязательно для заполнения.' }]);
    expect(cancelErrors('site', 'clientRequest', '')).toEqual([{ field: 'comment', message: 'Поле обязательно для заполнения.' }]);
    expect(cancelErrors('site', 'duplicate', '')).toEqual([]);
    expect(cancelErrors('aggregator', 'late', null)).toEqual([]);
    expect(MANUAL_REASONS.filter((r) => r.commentRequired).map((r) => r.code)).toEqual(['other', 'clientRequest']);
  });
});

describe('refund validation', () => {
  it.each([
    ['', REFUND_MESSAGES.required],
    ['abc', 'Некорректная сумма.'],
    ['1.234', 'Некорректная сумма.'],
    ['-5', 'Некорректная сумма.'],
    ['0', 'Должна быть больше нуля.'],
    ['100.01', 'Можно вернуть не больше 100\u00a0₽: это остаток списанной суммы.'],
  ])('%j → %s', (amount, message) => {
    expect(refundErrors(amount, 'ok', 100)).toEqual([{ field: 'amount', message }]);
  });
  it('takes up to the refundable sum, with a comma, and needs a comment', () => {
    expect(refundErrors('99,99', 'ok', 100)).toEqual([]);
    expect(refundErrors(100, 'ok', 100)).toEqual([]);
    expect(refundErrors(10, ' ', 100)).toEqual([{ field: 'comment', message: 'Поле обязательно для заполнения.' }]);
  });
});

describe('the refund says the rest, asks with the amount and sums the payment', () => {
  it('names the refundable rest in the limit message, not the order sum', () => {
    expect(refundErrors('11', 'ok', 10.94)).toEqual([{ field: 'amount', message: 'Можно вернуть не больше 10,94\u00a0₽: это остаток списанной суммы.' }]);
    expect(refundTooMuchMessage(1254.94)).toBe('Можно вернуть не больше 1\u00a0254,94\u00a0₽: это остаток списанной суммы.');
  });
  it('asks «Вернуть 150,50 ₽ покупателю?» for the typed amount', () => {
    expect(refundAmount(' 150,50 ')).toBe(150.5);
    expect(refundAmount('1.234')).toBeNaN();
    expect(refundQuestion(refundAmount('150,50'))).toBe('Вернуть 150,50\u00a0₽ покупателю?');
  });
  it('sums charged, refunded and the rest in kopecks', () => {
    expect(paymentSums(1254.94, [{ amount: 150.5 }, { amount: 0.1 }, { amount: 0.2 }])).toEqual({ charged: 1254.94, refunded: 150.8, rest: 1104.14 });
    expect(paymentSums(100, [])).toEqual({ charged: 100, refunded: 0, rest: 100 });
  });
});

describe('the forward status buttons', () => {
  it('say what they do, by the status they move to', () => {
    expect([1, 8, 5, 2, 3].map(statusActionLabel)).toEqual(['Принять в работу', 'Начать сборку', 'Собран', 'Передать в доставку', 'Закрыть заказ']);
  });
  it('label every admin move of the status table', () => {
    const facts = [
      { type: 'delivery', source: 'site', online: false }, { type: 'pickup', source: 'site', online: true },
    ] as const;
    for (const f of facts) {
      for (const status of Object.values(ORDER_STATUS)) {
        for (const to of nextStatuses({ ...f, status }, 'admin')) expect(STATUS_ACTION_LABELS[to]).toBeDefined();
      }
    }
  });
  it('ask first only for the moves that cannot be taken back in the hall', () => {
    expect([1, 8, 5].map(statusAsksFirst)).toEqual([false, false, false]);
    expect([2, 3].map(statusAsksFirst)).toEqual([true, true]);
    expect(statusQuestion(3)).toBe('Закрыть заказ?');
    expect(statusDoneText(1)).toBe('Готово: заказ в статусе «Открыт».');
  });
});

describe('the edit total', () => {
  const base = { delivery: 149, packing: 30, promoCode: 50, promotion: 20 };
  it('adds lines, delivery and packing, takes off promo code and promotion, skips deleted lines', () => {
    expect(editTotal({ ...base, lines: [{ amount: 100.1 }, { amount: 200.2 }, { amount: 999, isDeleted: true }] })).toBe(409.3);
  });
  it('never goes below 0, and a total typed by hand wins', () => {
    expect(editTotal({ ...base, promoCode: 10_000, lines: [{ amount: 10 }] })).toBe(0);
    expect(editTotal({ ...base, lines: [{ amount: 10 }], manual: 77.777 })).toBe(77.78);
  });
});

describe('edit quantities', () => {
  it('rounds to 3 decimals', () => {
    expect(roundQuantity(1.23456)).toBe(1.235);
  });
  it('caps by stock and by the global maximum with the shop\'s words', () => {
    expect(capQuantity(2.5, 10, 'кг')).toEqual({ quantity: 2.5, error: null });
    expect(capQuantity(5, 3.25, 'кг')).toEqual({ quantity: 3.25, error: 'В наличии: 3,25 кг' });
    expect(capQuantity(2, 0, 'шт')).toEqual({ quantity: 0, error: 'Нет в наличии' });
    expect(capQuantity(150, 1000, 'шт')).toEqual({ quantity: 99, error: 'В наличии: 99 шт' });
  });
});

describe('edit steps', () => {
  it('keeps pieces whole and weighed goods to the gram', () => {
    expect(stepError(2, 1, 'шт')).toBeNull();
    expect(stepError(1.5, 1, 'шт')).toBe('Количество кратно 1 шт.');
    expect(stepError(1.237, 0.001, 'кг')).toBeNull();
    expect(stepError(0.35, 0.1, '100 г')).toBe('Количество кратно 0,1 100 г.');
  });
});

describe('the online hold', () => {
  it('holds the total plus 15 % of the weighed lines by default, or the margin given', () => {
    expect(holdAmount(1000, 400)).toBe(1060);
    expect(holdAmount(1000, 0)).toBe(1000);
    expect(holdAmount(1000, 400, 10)).toBe(1040);
  });
  it('refuses a total above the hold saying by how much', () => {
    expect(aboveHoldMessage(1060, 1060)).toBeNull();
    expect(aboveHoldMessage(1100.5, 1060)).toMatch(/на 40,50 ₽/);
  });
});

describe('the admin date filter', () => {
  const today = '2026-11-25';
  it('reads dd.mm.yyyy with any separator', () => {
    expect(parseFilterDate('01.02.2024', today)).toBe('2024-02-01');
    expect(parseFilterDate('01/02/2024', today)).toBe('2024-02-01');
    expect(parseFilterDate('01-02-2024', today)).toBe('2024-02-01');
  });
  it('treats a malformed, impossible, too early or future date as empty', () => {
    for (const text of ['', '1.2.2024', '2024-02-01', '31.02.2024', '31.12.2019', '26.11.2026', null]) expect(parseFilterDate(text, today)).toBeNull();
    expect(parseFilterDate('01.01.2020', today)).toBe('2020-01-01');
    expect(parseFilterDate('25.11.2026', today)).toBe(today);
  });
  it('reads the 8 digits a numbers-only keypad types, and says when a date cannot be read', () => {
    expect(parseFilterDate('25112026', today)).toBe(today);
    expect(filterDateError('25112026', today)).toBeNull();
    expect(filterDateError('', today)).toBeNull();
    expect(filterDateError('2911', today)).toBe(FILTER_DATE_MESSAGES.unreadable);
    expect(filterDateError('31.02.2024', today)).toBe(FILTER_DATE_MESSAGES.unreadable);
    expect(filterDateError('29112026', today)).toBe(FILTER_DATE_MESSAGES.outOfRange);
  });
  it('sends the "to" date as the next day', () => {
    expect(filterDateRange('01.11.2026', '30.11.2025', today)).toEqual({ after: '2026-11-01', strictlyBefore: '2025-12-01' });
    expect(filterDateRange('x', '31.12.2025', today)).toEqual({ after: null, strictlyBefore: '2026-01-01' });
  });
});

describe('service goods', () => {
  it('knows the delivery and packets lines', () => {
    expect(isServiceGood(95010100001)).toBe(true);
    expect(isServiceGood(2030500015)).toBe(true);
    expect(isServiceGood(60050003)).toBe(false);
  });
});

describe('the card field', () => {
  it('sends 13 digits without spaces, takes the card off when blank, and says why anything else is refused', () => {
    expect(cardInput(' 2000 0000 00015 ')).toEqual({ card: '2000000000015' });
    expect(cardInput('   ')).toEqual({ card: null });
    expect(cardInput('123')).toEqual({ error: 'Некорректный номер карты' });
    expect(cardInput('200000000001a')).toEqual({ error: 'Некорректный номер карты' });
  });
});

describe('marking boxes', () => {
  it('are offered for piece goods, not for weighed produce that needs none, unless it already has codes', () => {
    expect(offersMarking({ measureId: 0, markingCode: [] })).toBe(true);
    expect(offersMarking({ measureId: 1, markingCode: [] })).toBe(false);
    expect(offersMarking({ measureId: 6, markingCode: [] })).toBe(false);
    expect(offersMarking({ measureId: 1, markingCode: ['010460'] })).toBe(true);
  });
});
