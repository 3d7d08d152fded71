// Orders (checkout-account-admin spec §3 "Basket payload on order creation", "Order", §4, §7).
//
//   POST /api/orders  (Bearer; header Idempotency-Key) OrderCreateRequest → 201 OrderCreated
//        401 signed out · 403 phone not confirmed · 409 prices/total differ from the server's, a good
//        out of stock, the slot full, the promo code used up, the shop not accepting orders, the
//        delivery address unknown or the map point more than 400 m from it · 422 malformed body, a
//        quantity off its measure's step (domain/measure.ts quantityError), or the same
//        Idempotency-Key with another body, a good for adults without basket.ageConfirmed · 503 the payment gateway or the geocoder failed. Every refusal has a
//        Russian hydra:description and writes nothing. The same key and body answer the first response again.
//   GET  /api/orders/{id}  (Bearer) → 200 Order | 401 | 404 (another customer's order is not found);
//        writes nothing: an order past its payment expiry reads as annulled until the sweep writes it
import { z } from 'zod';
import { PaymentType, ReceivingMethod, PROMO_CODE_MAX, MAX_BASKET_LINES } from './basket';
import { latLon } from './geo';
import { iri } from './hydra';
import { goodIdParam, idParam } from './params';

// The status numbers (order and payment) live in zod-free ./limits.ts; their names and the one table
// of moves in domain/order-status.ts.

// Replacement policies and the comment bound live in zod-free ./limits.ts: the checkout form needs them in the browser.
import { COMMENT_MAX, COMMENT_TOO_LONG_MESSAGE, PAYMENT_STATUS } from './limits';
export { REPLACEMENT_POLICIES, COMMENT_MAX } from './limits';

const money = z.number({ message: 'Сумма должна быть числом.' }).nonnegative('Сумма не может быть отрицательной.').max(100_000_000);

export const OrderAddress = z.object({
  addressId: idParam.pipe(z.number()).nullable().optional().meta({ description: 'A saved address of the customer, or null for a temporary one' }),
  city: z.string().trim().min(1).max(100),
  street: z.string().trim().min(1).max(200),
  house: z.string().trim().min(1).max(20),
  flat: z.number().int().positive().nullable(),
  entrance: z.number().int().positive().nullable(),
  floor: z.number().int().positive().nullable(),
  code: z.string().max(20).nullable(),
  isPrivateHouse: z.boolean(),
  name: z.string().trim().min(1, 'Укажите имя получателя.').max(200),
  phone: z.string().regex(/^\d{11}$/, 'Некорректный номер телефона'),
}).meta({ id: 'OrderAddress' });

export const OrderLineInput = z.object({
  id: goodIdParam.pipe(z.number()),
  quantity: z.number().positive().max(99),
  price: money,
  amount: money,
}).meta({ id: 'OrderLineInput' });

export const OrderBasketPayload = z.object({
  source: z.literal('site'),
  orderType: ReceivingMethod,
  orderCashType: PaymentType,
  orderCashAmount: money.nullable().meta({ description: 'Change from this sum (cash); null when not asked' }),
  orderDeliveryDate: z.string().regex(/^\d{4}\/\d{2}\/\d{2}$/, 'Дата: ГГГГ/ММ/ДД.').meta({ example: '2026/11/23' }),
  orderDeliveryTime: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, 'Время: ЧЧ:ММ-ЧЧ:ММ.'),
  packagingCost: money,
  delivery: money.meta({ description: 'Delivery cost the shopper saw (0 for pickup)' }),
  total: money,
  replacementPolicy: z.union([z.literal(1), z.literal(2), z.literal(3)], { message: 'Выберите, что делать при отсутствии товара.' }),
  orderComment: z.string().max(COMMENT_MAX, COMMENT_TOO_LONG_MESSAGE),
  deliveryCoords: latLon.nullable(),
  ageConfirmed: z.boolean().optional().meta({ description: 'The shopper said they are 18 (the age gate); required true when a good is for adults, else 422' }),
  orderAddress: OrderAddress.nullable(),
  items: z.array(OrderLineInput).min(1, 'Корзина пуста.').max(MAX_BASKET_LINES),
}).meta({ id: 'OrderBasketPayload' });

export const OrderCreateRequest = z.object({
  promoCode: z.string().trim().max(PROMO_CODE_MAX).nullable(),
  shopId: idParam.pipe(z.number()),
  basket: OrderBasketPayload,
}).meta({ id: 'OrderCreateRequest' });
export type OrderCreateRequest = z.input<typeof OrderCreateRequest>;

export const OrderCreated = z.object({
  id: z.number().int(),
  paymentFormUrl: z.string().nullable().meta({ description: 'Where to send the shopper to pay online; null for other payment types' }),
}).meta({ id: 'OrderCreated' });
export type OrderCreated = z.infer<typeof OrderCreated>;

export const OrderLine = z.object({
  good: z.object({ id: z.number().int(), name: z.string() }),
  quantity: z.number(),
  originalQuantity: z.number(),
  price: z.number(),
  originalPrice: z.number(),
  amount: z.number(),
}).meta({ id: 'OrderLine' });

const PAYMENT_STATUSES: readonly number[] = Object.values(PAYMENT_STATUS);

export const OrderPayment = z.object({
  status: z.number().int().refine((s) => PAYMENT_STATUSES.includes(s))
    .meta({ description: `A payment status of spec §4: ${PAYMENT_STATUSES.join(', ')}` }),
  expiredAt: z.iso.datetime({ offset: true }).nullable(),
  formUrl: z.string().nullable(),
  refunds: z.array(z.object({ date: z.string(), comment: z.string(), amount: z.number() })),
}).meta({ id: 'OrderPayment' });

export const Order = z.object({
  '@id': iri,
  '@type': z.literal('Order'),
  id: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  type: ReceivingMethod,
  source: z.string(),
  shop: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  customer: z.object({ id: z.number().int(), name: z.string().nullable(), phone: z.string().nullable() }),
  orderDate: z.iso.datetime({ offset: true }),
  deliveryDate: z.iso.date(),
  deliveryTime: z.string(),
  amount: z.number().meta({ description: 'The total to pay' }),
  originalAmount: z.number(),
  goodsAmount: z.number(),
  cashType: z.number().int(),
  cashAmount: z.number().nullable(),
  comment: z.string(),
  address: OrderAddress.nullable(),
  replacementPolicy: z.number().int(),
  cancelInfo: z.object({ reason: z.string(), comment: z.string().nullable() }).nullable(),
  packagingCost: z.number(),
  packetCost: z.number(),
  deliveryCost: z.number(),
  deliveryZonePrice: z.number(),
  promotion: z.object({ title: z.string(), info: z.string().nullable(), amount: z.number() }).nullable(),
  promoCode: z.object({ code: z.string(), discountAmount: z.number() }).nullable(),
  payment: OrderPayment.nullable(),
  goods: z.array(OrderLine),
}).meta({ id: 'Order' });
export type Order = z.infer<typeof Order>;
