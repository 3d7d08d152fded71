// What an administrator may do with an order (checkout-account-admin spec §4 "Cancellation
// availability", "Order card modes", §5, §6): one table of actions by role, status, source and
// payment, the cancellation reasons, the edit total, quantities, the online hold, the admin date
// filter and the refund and cancellation messages. The status moves themselves are
// domain/order-status.ts's table; this module says who may ask for them. Pure: the back office
// offers what the API enforces, with the same words.
import { LOYALTY_CARD_MESSAGE, LOYALTY_CARD_PATTERN } from '../contract/limits';
import { MEASURE } from './measure';
import { formatMoney, roundMoney, toKopecks } from './money';
import { ORDER_STATUS as S, canMove, statusName, type OrderFacts, type OrderSource, type OrderStatus } from './order-status';

/** A shop admin administers the order's shop; a site admin administers every shop. */
export type AdminRole = 'shopAdmin' | 'siteAdmin';

export type AdminAction =
  | 'setStatus' // a forward action (the transitions of order-status.ts, cause 'admin')
  | 'cancel' // annul with a reason
  | 'editLines' // change quantity, delete, restore or replace a line
  | 'addLines' // add a good the order did not have
  | 'editPrice' // change a line's price or amount, or the total, by hand
  | 'mark' // marking codes of the goods
  | 'changeShop'
  | 'changeType' // delivery ⇄ pickup
  | 'refund' // a partial refund of a closed online-paid order
  | 'changeCard' // the loyalty card number on the order
  | 'checkPayment'; // ask the gateway about the online payment

type Rule = {
  roles: readonly AdminRole[];
  /** statuses the action is allowed in; absent: the status table decides (setStatus, cancel) */
  statuses?: readonly OrderStatus[];
  /** sources the action is allowed for */
  sources: readonly OrderSource[];
  /** only online-paid orders (true), only the others (false), either (absent) */
  online?: boolean;
};

const BOTH: readonly AdminRole[] = ['shopAdmin', 'siteAdmin'];
const SITE_ONLY: readonly AdminRole[] = ['siteAdmin'];
const ALL: readonly OrderSource[] = ['site', 'aggregator', 'partner'];
/** Before the goods leave the shop: the picker may still weigh, swap or drop a line. */
const BEFORE_HANDOVER: readonly OrderStatus[] = [S.new, S.open, S.assembling, S.assembled];

/**
 * Who may do what. A grocery operator's choice where the spec leaves the lists out:
 * - the partners send their own baskets and prices, so goods and prices of their orders are not
 *   added to or repriced here, and their receiving method and shop are theirs to change;
 * - a shop's staff pick, weigh, mark and move orders on; money (prices, refunds, the payment) and
 *   moving an order between shops or receiving methods are the site admin's;
 * - an online-paid order stays in its shop: its hold was made for that shop's order;
 * - marking codes are scanned while the order is assembled.
 */
export const ADMIN_RULES: Readonly<Record<AdminAction, Rule>> = {
  setStatus: { roles: BOTH, sources: ALL },
  cancel: { roles: BOTH, sources: ALL },
  editLines: { roles: BOTH, statuses: BEFORE_HANDOVER, sources: ALL },
  addLines: { roles: BOTH, statuses: BEFORE_HANDOVER, sources: ['site'] },
  editPrice: { roles: SITE_ONLY, statuses: BEFORE_HANDOVER, sources: ['site'] },
  mark: { roles: BOTH, statuses: [S.open, S.assembling, S.assembled], sources: ALL },
  changeShop: { roles: SITE_ONLY, statuses: [S.new, S.open], sources: ['site'], online: false },
  changeType: { roles: SITE_ONLY, statuses: [S.new, S.open, S.assembling, S.assembled], sources: ['site'] },
  refund: { roles: SITE_ONLY, statuses: [S.closed], sources: ALL, online: true },
  changeCard: {
    roles: BOTH, statuses: [S.new, S.open, S.assembling, S.assembled, S.paid, S.inDelivery, S.closed, S.annulled], sources: ALL,
  },
  checkPayment: { roles: SITE_ONLY, sources: ALL, online: true },
};

/**
 * Annulling an order of a partner platform is the site admin's (spec §4): the shop admin is told
 * EXTERNAL_CANCEL_MESSAGE. Which statuses may be annulled at all is the status table's.
 */
export const CANCEL_ROLES: Readonly<Record<OrderSource, readonly AdminRole[]>> = {
  site: BOTH,
  aggregator: SITE_ONLY,
  partner: SITE_ONLY,
};

/** Whether `role` may do `action` to `order` now. */
export function mayDo(role: AdminRole, action: AdminAction, order: OrderFacts): boolean {
  const rule = ADMIN_RULES[action];
  if (!rule.roles.includes(role) || !rule.sources.includes(order.source)) return false;
  if (rule.online !== undefined && rule.online !== order.online) return false;
  if (rule.statuses && !rule.statuses.includes(order.status)) return false;
  if (action === 'cancel') {
    // annulling a closed order refunds it: money is the site admin's, like a partial refund
    if (order.status === S.closed && role !== 'siteAdmin') return false;
    return CANCEL_ROLES[order.source].includes(role) && canMove(order, S.annulled, 'cancel');
  }
  return true;
}

/** Every action `role` may take on `order`, for the card to show only those. */
export const allowedActions = (role: AdminRole, order: OrderFacts): AdminAction[] =>
  (Object.keys(ADMIN_RULES) as AdminAction[]).filter((a) => mayDo(role, a, order));

// ---- the forward status buttons ------------------------------------------------------------

/**
 * What the card's forward button says, by the status it moves the order to: the action, not the
 * status it lands in (a button «Открыт» read as the order's state, and a second tap on the next
 * button in the same spot moved the order on twice). The moves themselves are order-status.ts's.
 */
export const STATUS_ACTION_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  [S.open]: 'Принять в работу',
  [S.assembling]: 'Начать сборку',
  [S.assembled]: 'Собран',
  [S.inDelivery]: 'Передать в доставку',
  [S.closed]: 'Закрыть заказ',
};

/** The forward button's words for a move to `to`. */
export const statusActionLabel = (to: number): string =>
  STATUS_ACTION_LABELS[to as OrderStatus] ?? `Перевести в статус «${statusName(to)}»`;

/**
 * Moves that cannot be taken back in the hall and so are asked first: the goods leave the shop
 * (handed to delivery) or the order is closed (an online payment is charged, the customer is told).
 * The earlier steps only order the picker's work; the card guards them against a double tap instead.
 */
export const ASK_FIRST_STATUSES: readonly OrderStatus[] = [S.inDelivery, S.closed];
export const statusAsksFirst = (to: number): boolean => ASK_FIRST_STATUSES.includes(to as OrderStatus);

/** The question a move asked first is put as: «Закрыть заказ?». */
export const statusQuestion = (to: number): string => `${statusActionLabel(to)}?`;

/** What the card says near its buttons once a move went through. */
export const statusDoneText = (to: number): string => `Готово: заказ в статусе «${statusName(to)}».`;

// ---- cancellation ----------------------------------------------------------------------------

export type CancelReason = { code: string; title: string; commentRequired: boolean };

/** The reasons an administrator picks for an order of the storefront. */
export const MANUAL_REASONS: readonly CancelReason[] = [
  { code: 'other', title: 'Другое', commentRequired: true },
  { code: 'clientRequest', title: 'По просьбе клиента', commentRequired: true },
  { code: 'duplicate', title: 'Заказ задублирован', commentRequired: false },
];

/** Reasons only the system writes (never offered, never accepted from a person). */
export const SYSTEM_REASONS = { onlinePaymentError: 'Ошибка онлайн-оплаты', externalCancel: 'Отменён во внешнем сервисе' } as const;

const external = (code: string, title: string): CancelReason => ({ code, title, commentRequired: false });
const R = {
  clientUnreachable: external('clientUnreachable', 'Клиент не выходит на связь'),
  goodsMissing: external('goodsMissing', 'Нет части товаров'),
  closesEarly: external('closesEarly', 'Магазин закрывается раньше'),
  technical: external('technical', 'Технические проблемы в магазине'),
  tooMany: external('tooMany', 'Слишком много заказов'),
  otherShop: { code: 'otherShop', title: 'Другая причина магазина', commentRequired: true },
  integration: external('integration', 'Ошибка интеграции'),
  late: external('late', 'Заказ сделан поздно'),
  busy: external('busy', 'Очень загруженный период'),
  noWait: external('noWait', 'Клиент не хочет ждать'),
  declinedChanges: external('declinedChanges', 'Клиент отказался от изменений'),
} as const;

/**
 * The reasons sent to a partner platform with the annulment. The food-delivery partner's courier
 * waits at the shop, so its list is about the shop's capacity; the grocery aggregator's is about
 * the order and its customer.
 */
export const EXTERNAL_REASONS: Readonly<Record<'aggregator' | 'partner', readonly CancelReason[]>> = {
  aggregator: [R.clientUnreachable, R.goodsMissing, R.closesEarly, R.technical, R.integration, R.late, R.noWait, R.declinedChanges, R.otherShop],
  partner: [R.goodsMissing, R.closesEarly, R.technical, R.tooMany, R.busy, R.integration, R.otherShop],
};

/** The reasons offered for an order of `source`. */
export const cancelReasons = (source: OrderSource): readonly CancelReason[] =>
  source === 'site' ? MANUAL_REASONS : EXTERNAL_REASONS[source];

export const CANCEL_MESSAGES = {
  reasonRequired: 'Укажите причину аннулирования заказа.',
  commentRequired: 'Поле обязательно для заполнения.',
  external: 'Для аннулирования внешнего заказа обратитесь к администратору!',
} as const;

export type FieldError = { field: string; message: string };

/** The form's errors for annulling an order of `source` with `reason` (a code) and `comment`; [] when it may go. */
export function cancelErrors(source: OrderSource, reason: string | null | undefined, comment: string | null | undefined): FieldError[] {
  const found = cancelReasons(source).find((r) => r.code === reason);
  if (!found) return [{ field: 'reason', message: CANCEL_MESSAGES.reasonRequired }];
  if (found.commentRequired && !(comment ?? '').trim()) return [{ field: 'comment', message: CANCEL_MESSAGES.commentRequired }];
  return [];
}

// ---- refund ----------------------------------------------------------------------------------

const MONEY_TEXT = /^\d+([.,]\d{1,2})?$/;

export const REFUND_MESSAGES = {
  required: 'Поле обязательно для заполнения.',
  invalid: 'Некорректная сумма.',
  positive: 'Должна быть больше нуля.',
} as const;

/** The limit's message: the refundable rest (charged minus earlier refunds), not the order's sum. */
export const refundTooMuchMessage = (refundable: number): string =>
  `Можно вернуть не больше ${formatMoney(refundable)}: это остаток списанной суммы.`;

/** The typed amount as roubles ('150,50' → 150.5); NaN when it is not a sum. */
export const refundAmount = (text: string): number => (MONEY_TEXT.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN);

/** The question a refund is asked with: «Вернуть 150,50 ₽ покупателю?». */
export const refundQuestion = (amount: number): string => `Вернуть ${formatMoney(amount)} покупателю?`;

export type PaymentSums = { charged: number; refunded: number; rest: number };

/**
 * What an online payment came to: charged by the bank, refunded so far (every refund), and the rest
 * the customer finally paid; each in whole kopecks.
 */
export function paymentSums(charged: number, refunds: readonly { amount: number }[]): PaymentSums {
  const refunded = roundMoney(refunds.reduce((sum, r) => sum + r.amount, 0));
  return { charged: roundMoney(charged), refunded, rest: roundMoney(charged - refunded) };
}


/**
 * The refund form's errors: an amount (typed text or a number) of at most 2 decimals, above zero,
 * at most `refundable` (what was charged minus earlier refunds); a comment.
 */
export function refundErrors(amount: string | number | null | undefined, comment: string | null | undefined, refundable: number): FieldError[] {
  const out: FieldError[] = [];
  const text = typeof amount === 'number' ? String(amount) : (amount ?? '').trim();
  if (text === '') out.push({ field: 'amount', message: REFUND_MESSAGES.required });
  else if (!MONEY_TEXT.test(text)) out.push({ field: 'amount', message: REFUND_MESSAGES.invalid });
  else {
    const n = Number(text.replace(',', '.'));
    if (n <= 0) out.push({ field: 'amount', message: REFUND_MESSAGES.positive });
    else if (toKopecks(n) > toKopecks(refundable)) out.push({ field: 'amount', message: refundTooMuchMessage(refundable) });
  }
  if (!(comment ?? '').trim()) out.push({ field: 'comment', message: REFUND_MESSAGES.required });
  return out;
}

// ---- order parameters (receiving method, shop) -----------------------------------------------

export const PARAMS_MESSAGES = {
  typeRequired: 'Выберите способ получения заказа.',
  addressRequired: 'Укажите адрес доставки.',
  shopRequired: 'Необходимо выбрать магазин.',
  confirm: 'Внимание! Вы действительно хотите изменить параметры заказа?',
} as const;

// ---- editing the goods -----------------------------------------------------------------------

/** Edit quantities keep 3 decimals (grams of a weighed good). */
export const roundQuantity = (n: number): number => Math.round(n * 1000) / 1000;

/** No line of an edited order goes above this, whatever the stock (the basket's own bound is 99). */
export const EDIT_QUANTITY_MAX = 99;

export type TotalParts = {
  lines: readonly { amount: number; isDeleted?: boolean }[];
  delivery: number;
  packing: number;
  promoCode: number;
  promotion: number;
  /** the total typed by hand, which wins */
  manual?: number | null;
};

/** The edited order's total: lines + delivery + packing − promo code − promotion, never below 0, unless typed by hand. */
export function editTotal(p: TotalParts): number {
  if (p.manual !== undefined && p.manual !== null) return roundMoney(p.manual);
  const lines = p.lines.reduce((sum, l) => (l.isDeleted ? sum : sum + l.amount), 0);
  return Math.max(0, roundMoney(lines + p.delivery + p.packing - p.promoCode - p.promotion));
}

export type QuantityCheck = { quantity: number; error: string | null };

/**
 * A line's new quantity, rounded to 3 decimals and capped: by EDIT_QUANTITY_MAX and by `available`
 * (the shop's stock plus what this order already holds). The message says how much there is.
 */
export function capQuantity(wanted: number, available: number, unit: string): QuantityCheck {
  const max = roundQuantity(Math.min(EDIT_QUANTITY_MAX, Math.max(0, available)));
  const quantity = roundQuantity(wanted);
  if (quantity <= max) return { quantity, error: null };
  return { quantity: max, error: max > 0 ? `В наличии: ${String(max).replace('.', ',')} ${unit}` : 'Нет в наличии' };
}

/** A quantity off the good's edit step (pieces are whole), or null: '1,5 шт' is not a quantity. */
export function stepError(quantity: number, editStep: number, unit: string): string | null {
  if (editStep <= 0) return null;
  const steps = quantity / editStep;
  return Math.abs(steps - Math.round(steps)) < 1e-6 ? null : `Количество кратно ${String(editStep).replace('.', ',')} ${unit}.`;
}

export const duplicateLineMessage = (name: string) => `Позиция "${name}" уже есть в заказе.`;

// ---- the online hold -------------------------------------------------------------------------

/** Weighed goods are picked at their real weight: an online order holds this much more of them. */
export const DEFAULT_HOLD_MARGIN_PERCENT = 15;

/**
 * What an online order holds: its total plus `marginPercent` of its weighed lines, in roubles. Stored
 * by server/services/orders/admin/hold.ts `recordHold`, which server/routes/orders.ts `registerPayment`
 * calls before the bank's registration (margin: ORDER_HOLD_MARGIN_PERCENT).
 */
export function holdAmount(total: number, weighedAmount: number, marginPercent = DEFAULT_HOLD_MARGIN_PERCENT): number {
  return roundMoney(total + (weighedAmount * marginPercent) / 100);
}

/** The refusal of an edit that takes an online order's total above its hold, or null. */
export function aboveHoldMessage(total: number, hold: number): string | null {
  const over = roundMoney(total - hold);
  if (over <= 0) return null;
  return `Сумма заказа больше удержанной при оплате на ${String(over.toFixed(2)).replace('.', ',')} ₽: уменьшите заказ или оформите доплату отдельным заказом.`;
}

// ---- the admin list's date filter ------------------------------------------------------------

/** No admin filter reaches before this day (spec §9). */
export const FILTER_MIN_DATE = '2020-01-01';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The date filter's refusals, shown under the field (a date that cannot be read is said, not ignored). */
export const FILTER_DATE_MESSAGES = {
  unreadable: 'Дата не распознана: введите дд.мм.гггг или 8 цифр (29112026).',
  outOfRange: 'Дата должна быть не раньше 01.01.2020 и не позже сегодняшнего дня.',
} as const;

type DateReading = { date: string | null; error: string | null };

/**
 * A typed date: dd.mm.yyyy (any one character between the parts) or its 8 digits (29112026, what a
 * phone's numbers-only keypad can type), as yyyy-mm-dd; blank reads as no date; anything else is an
 * error: not such a date, before FILTER_MIN_DATE or after `today` (yyyy-mm-dd).
 */
export function readFilterDate(text: string | null | undefined, today: string): DateReading {
  const typed = (text ?? '').trim();
  if (typed === '') return { date: null, error: null };
  const m = /^(\d{2}).(\d{2}).(\d{4})$/.exec(typed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  if (!m) return { date: null, error: FILTER_DATE_MESSAGES.unreadable };
  const d = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  const out = iso(d);
  if (out !== `${m[3]}-${m[2]}-${m[1]}`) return { date: null, error: FILTER_DATE_MESSAGES.unreadable }; // 31.02 and the like
  if (out < FILTER_MIN_DATE || out > today) return { date: null, error: FILTER_DATE_MESSAGES.outOfRange };
  return { date: out, error: null };
}

/** The typed date as yyyy-mm-dd, or null when it cannot be used (readFilterDate says why). */
export const parseFilterDate = (text: string | null | undefined, today: string): string | null => readFilterDate(text, today).date;

/** What the field says of a typed date, or null when it reads (or is blank). */
export const filterDateError = (text: string | null | undefined, today: string): string | null => readFilterDate(text, today).error;

/** The query values of a date range: 'from' as typed, 'to' as the next day (the API's "strictly before"). */
export function filterDateRange(from: string | null | undefined, to: string | null | undefined, today: string): { after: string | null; strictlyBefore: string | null } {
  const f = parseFilterDate(from, today);
  const t = parseFilterDate(to, today);
  let next: string | null = null;
  if (t) {
    const d = new Date(`${t}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    next = iso(d);
  }
  return { after: f, strictlyBefore: next };
}

// ---- marking ---------------------------------------------------------------------------------

/** Goods sold by weight (by the kilogram, by 100 g): loose produce carries no marking code. */
const WEIGHED_MEASURES: readonly number[] = [MEASURE.kilogram, MEASURE.per100g];

/**
 * Whether the marking form offers a line a box for its codes: piece goods do; weighed goods do not
 * (loose produce is not marked), unless codes were already written for the line, which stay editable.
 */
export const offersMarking = (line: { measureId: number; markingCode: readonly string[] }): boolean =>
  !WEIGHED_MEASURES.includes(line.measureId) || line.markingCode.length > 0;

// ---- service lines ---------------------------------------------------------------------------

/**
 * Goods that are not goods: the spec's special ids. They ride on an order as lines (the packets the
 * picker used; the delivery) but never appear in the catalogue, and their ids are not shown.
 */
export const SERVICE_GOODS = { delivery: 95010100001, packets: 2030500015 } as const;
export const isServiceGood = (id: number): boolean => id === SERVICE_GOODS.delivery || id === SERVICE_GOODS.packets;

// ---- the loyalty card on the order -----------------------------------------------------------

/** What the card field sends: the typed number without spaces, null to take the card off; or why not. */
export function cardInput(text: string): { card: string | null } | { error: string } {
  const card = text.replace(/\s+/g, '');
  if (card === '') return { card: null };
  return LOYALTY_CARD_PATTERN.test(card) ? { card } : { error: LOYALTY_CARD_MESSAGE };
}
