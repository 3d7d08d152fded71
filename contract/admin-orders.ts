// Admin orders (checkout-account-admin spec §2 "Admin orders", §3, §4, §5, §7): the back office's
// calls. Every one needs a Bearer of a shop admin of the order's shop or of a site admin; anyone
// else gets 404 for an order (it does not exist for them) and 401 when signed out. Every mutation
// takes an optional Idempotency-Key, locks the order, writes a log entry and an order event, and
// answers the order as the admin sees it (AdminOrder).
//
//   GET  /api/orders                      AdminOrderQuery → AdminOrderList (50 a page, newest first; annulled only when asked)
//   GET  /api/orders/{id}                 → AdminOrder for an admin of its shop (the customer still gets Order)
//   PUT  /api/orders/{id}                 AdminOrderCardRequest (the loyalty card; not while awaiting payment)
//   PUT  /api/orders/{id}/status          AdminOrderStatusRequest (a forward action; closing an online order charges it)
//   POST /api/orders/{id}/cancel          AdminOrderCancelRequest (releases the hold, or refunds what was charged)
//   PUT  /api/orders/{id}/goods           AdminOrderGoodsRequest (stock returned and taken in the same transaction)
//   PUT  /api/orders/{id}/markingcode     AdminOrderMarkingRequest
//   GET  /api/orders/{id}/log             → AdminOrderLog
//   POST /api/orders/{id}/params          AdminOrderParamsRequest (receiving method + address, or the shop)
//   GET  /api/orders/{id}/payment-check   → AdminPaymentCheck (site admins)
//   POST /api/orders/{id}/payment-refund  AdminOrderRefundRequest (site admins; closed online-paid orders)
//   GET  /api/barcode?c=…                 → image/svg+xml (EAN-13 for 13 digits, else Code 128)
// Refusals: 403 the role may not (a shop admin annulling a partner's order, a refund), 409 the
// order's status or source does not allow it (or another admin changed it first), 422 bad input
// with violations, 503 the payment gateway refused or failed (nothing is changed).
import { z } from 'zod';
import { ReceivingMethod } from './basket';
import { hydraCollection } from './hydra';
import { Order, OrderAddress } from './orders';
import { goodIdParam, idParam, pageParam } from './params';

// the page size lives in zod-free ./limits.ts: the back office's pager needs it in the browser
export { ADMIN_ORDERS_PAGE_SIZE } from './limits';
import { LOYALTY_CARD_MESSAGE, LOYALTY_CARD_PATTERN, ORDER_STATUS } from './limits';

/** An empty query value (`?status=`) is no filter, not 0. */
const blank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);
/** Every status of the table and nothing else: a new status in limits.ts is accepted with no edit here. */
const STATUSES = Object.values(ORDER_STATUS);
const unknownStatus = 'Неизвестный статус.';
const dateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата: ГГГГ-ММ-ДД.');
const range = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, blank(value.optional())]))).partial().optional();
const moneyParam = z.coerce.number({ message: 'Сумма должна быть числом.' }).nonnegative('Сумма не может быть отрицательной.').max(100_000_000);

export const AdminOrderQuery = z.object({
  status: blank(z.coerce.number({ message: unknownStatus }).pipe(z.literal(STATUSES, { message: unknownStatus })).optional())
    .meta({ description: `One status (${STATUSES.join(', ')}); absent or empty: every status but annulled (${ORDER_STATUS.annulled})` }),
  'shop.id': blank(idParam.optional()),
  id: blank(idParam.optional()),
  'customer.name': z.string().trim().max(200).optional(),
  'customer.phone': z.string().regex(/^\d{1,11}$/, 'Телефон: только цифры.').optional().meta({ description: 'Digits; matches any part of the phone' }),
  orderDate: range(['after', 'strictly_before'], dateParam).meta({ description: 'orderDate[after], orderDate[strictly_before] (yyyy-mm-dd, Moscow)' }),
  deliveryDate: range(['after', 'strictly_before'], dateParam).meta({ description: 'deliveryDate[after], deliveryDate[strictly_before]' }),
  amount: range(['gte', 'lte'], moneyParam).meta({ description: 'amount[gte], amount[lte]' }),
  sort: blank(z.enum(['today'], { message: 'Неизвестный порядок.' }).optional())
    .meta({ description: 'today: the orders delivered on the shops\' today (Moscow) first, then newest first; absent: newest first' }),
  counts: blank(z.enum(['1'], { message: 'counts: только 1.' }).optional())
    .meta({ description: '1: the answer adds statusCounts, how many orders of each status the other filters find' }),
  page: pageParam,
});
export type AdminOrderQuery = z.output<typeof AdminOrderQuery>;

// a row of the admin list: the order's head, as the customer's order has it
export const AdminOrderSummary = Order.pick({
  '@id': true, '@type': true, id: true, status: true, statusName: true, type: true, source: true, shop: true, customer: true,
  orderDate: true, deliveryDate: true, deliveryTime: true, amount: true, cashType: true,
}).meta({ id: 'AdminOrderSummary' });
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

/** How many orders of one status the list's other filters find (the status chips' numbers). */
export const AdminOrderStatusCount = z.object({ status: z.number().int(), count: z.number().int().nonnegative() }).meta({ id: 'AdminOrderStatusCount' });
export type AdminOrderStatusCount = z.infer<typeof AdminOrderStatusCount>;

export const AdminOrderList = hydraCollection(AdminOrderSummary).extend({
  statusCounts: z.array(AdminOrderStatusCount).optional().meta({ description: 'With counts=1: every status the other filters find, with its count (annulled too)' }),
}).meta({ id: 'AdminOrderList' });
export type AdminOrderList = z.infer<typeof AdminOrderList>;

export const AdminOrderLine = z.object({
  good: z.object({
    id: z.number().int().nullable().meta({ description: 'null for a service line (delivery, packets): their ids are not shown' }),
    name: z.string(),
    barcode: z.string().nullable(),
    measure: z.object({ id: z.number().int(), name: z.string(), unitWeight: z.number(), max: z.number(), step: z.number(), editStep: z.number() }),
    article: z.object({ quantity: z.number(), actualPrice: z.number(), registerPrice: z.number() }).nullable(),
  }),
  kind: z.enum(['good', 'packets', 'delivery']),
  quantity: z.number(),
  originalQuantity: z.number(),
  price: z.number(),
  originalPrice: z.number(),
  amount: z.number(),
  weight: z.number().meta({ description: 'kg' }),
  replacedById: z.number().int().nullable(),
  markingCode: z.array(z.string()),
  isDeleted: z.boolean(),
}).meta({ id: 'AdminOrderLine' });

export const AdminAction = z.enum([
  'setStatus', 'cancel', 'editLines', 'addLines', 'editPrice', 'mark', 'changeShop', 'changeType', 'refund', 'changeCard', 'checkPayment',
]);

export const AdminOrder = Order.omit({ goods: true }).extend({
  card: z.string().nullable(),
  external: z.object({ externalId: z.string() }).nullable(),
  isChanged: z.boolean(),
  holdAmount: z.number().nullable().meta({ description: 'What the online payment holds (the total plus a margin on weighed goods)' }),
  chargedAmount: z.number().nullable(),
  refundable: z.number().meta({ description: 'What may still be refunded: charged minus earlier refunds' }),
  goods: z.array(AdminOrderLine),
  actions: z.array(AdminAction).meta({ description: 'What the signed-in admin may do with the order now' }),
  nextStatuses: z.array(z.number().int()).meta({ description: 'The forward actions available (PUT …/status)' }),
  cancelReasons: z.array(z.object({ code: z.string(), title: z.string(), commentRequired: z.boolean() })),
  bankPending: z.object({ kind: z.enum(['deposit', 'reverse', 'refund']), amount: z.number().meta({ description: 'roubles' }), since: z.iso.datetime() })
    .nullable().meta({ description: 'A bank operation sent and not yet answered («Ожидаем ответ банка»): nothing else may move the money until it is settled' }),
  paymentAlerts: z.array(z.object({ message: z.string(), createdAt: z.iso.datetime() }))
    .meta({ description: 'What reconciliation with the bank could not settle by itself (site admins)' }),
}).meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderCardRequest = z.object({
  card: z.string().regex(LOYALTY_CARD_PATTERN, LOYALTY_CARD_MESSAGE).nullable(),
}).meta({ id: 'AdminOrderCardRequest' });

export const AdminOrderStatusRequest = z.object({
  status: z.literal(STATUSES, { error: (issue) => (issue.input === undefined ? 'Укажите статус.' : unknownStatus) }),
}).meta({ id: 'AdminOrderStatusRequest' });

export const AdminOrderCancelRequest = z.object({
  reason: z.string().max(50).nullable().meta({ description: 'A code of AdminOrder.cancelReasons' }),
  comment: z.string().max(500, 'Не более 500 символов.').nullable().optional(),
}).meta({ id: 'AdminOrderCancelRequest' });

const moneyBody = z.number({ message: 'Сумма должна быть числом.' }).nonnegative('Сумма не может быть отрицательной.').max(100_000_000);

export const AdminOrderGoodsRequest = z.object({
  goods: z.array(z.object({
    id: goodIdParam.pipe(z.number()).meta({ description: 'The good of the line (a new id adds a line)' }),
    quantity: z.number({ message: 'Количество должно быть числом.' }).nonnegative('Количество не может быть отрицательным.').max(1000),
    price: moneyBody.optional().meta({ description: 'A new price (site admins)' }),
    amount: moneyBody.optional().meta({ description: 'A new line amount (site admins)' }),
    replacedBy: goodIdParam.pipe(z.number()).optional().meta({ description: 'Replace the line by this good (quantity is the new good\'s)' }),
    isDeleted: z.boolean().optional(),
  })).min(1, 'Нет изменений.').max(200),
  amount: moneyBody.nullable().optional().meta({ description: 'The total typed by hand (site admins); absent: computed' }),
}).meta({ id: 'AdminOrderGoodsRequest' });
export type AdminOrderGoodsRequest = z.output<typeof AdminOrderGoodsRequest>;

export const AdminOrderMarkingRequest = z.object({
  items: z.array(z.object({
    goodId: goodIdParam.pipe(z.number()),
    markingCode: z.array(z.string().max(200)).max(100),
  })).min(1).max(200),
}).meta({ id: 'AdminOrderMarkingRequest' });

export const AdminOrderParamsRequest = z.discriminatedUnion('changeType', [
  z.object({
    changeType: z.literal('type'),
    type: ReceivingMethod.nullable(),
    address: OrderAddress.nullable().optional(),
    deliveryCoords: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]).nullable().optional()
      .meta({ description: 'Ignored: the order is priced at the point the geocoder finds for the address, as checkout does' }),
  }),
  z.object({ changeType: z.literal('shop'), shop: idParam.pipe(z.number()).nullable() }),
], { message: 'changeType: type или shop.' }).meta({ id: 'AdminOrderParamsRequest' });
export type AdminOrderParamsRequest = z.output<typeof AdminOrderParamsRequest>;

export const AdminOrderRefundRequest = z.object({
  amount: z.union([z.number(), z.string().max(20)]).nullable(),
  comment: z.string().max(500, 'Не более 500 символов.').nullable(),
}).meta({ id: 'AdminOrderRefundRequest' });

export const AdminOrderLogEntry = z.object({
  date: z.iso.datetime({ offset: true }),
  status: z.number().int(),
  statusName: z.string(),
  typeName: z.string(),
  author: z.string().nullable().meta({ description: 'The admin who made the change; null: the customer or the system' }),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
}).meta({ id: 'AdminOrderLogEntry' });

export const AdminOrderLog = z.object({
  'hydra:member': z.array(AdminOrderLogEntry),
}).meta({ id: 'AdminOrderLog' });
export type AdminOrderLog = z.infer<typeof AdminOrderLog>;

export const AdminPaymentCheck = z.object({
  responseData: z.object({
    gatewayOrderId: z.string(),
    status: z.number().int(),
    statusName: z.string(),
    amount: z.number().meta({ description: 'roubles' }),
    depositedAmount: z.number().meta({ description: 'roubles the bank charged' }),
    refundedAmount: z.number().meta({ description: 'roubles the bank refunded' }),
  }),
}).meta({ id: 'AdminPaymentCheck' });

export const BarcodeQuery = z.object({
  c: z.string({ message: 'Укажите код.' }).regex(/^[\x20-\x7e]{1,80}$/, 'Код: от 1 до 80 печатных латинских символов.'),
});
