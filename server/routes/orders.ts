// Orders (checkout-account-admin spec §7; contract/orders.ts): POST /api/orders places the signed-in
// customer's order (Idempotency-Key required), GET /api/orders/{id} shows one of the customer's own.
// The rules and the transaction are in services/orders/; here: who may ask, the key, and the online
// payment's registration once the order is written.
import { createRoute } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import { AdminOrder, HydraError, IdParams, Order, OrderCreateRequest, OrderCreated } from '../../contract';
import { IDEMPOTENCY_KEY_PATTERN } from '../../contract/limits';
import { toKopecks } from '../../domain/money';
import { ORDER_STATUS, isAwaitingPayment } from '../../domain/order-status';
import { PAYMENT_TYPE } from '../../domain/shop-terms';
import { geocoderFor } from '../adapters/geocoder';
import type { AppEnv } from '../context';
import { orders } from '../db/schema';
import { env } from '../env';
import { clock } from '../lib/clock';
import { HttpError } from '../lib/http';
import { IDEMPOTENCY_HEADER, idempotent } from '../lib/idempotency';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { requireCustomer } from '../lib/permissions';
import { cancelOrder } from '../services/orders/cancel-order';
import { createOrder } from '../services/orders/create-order';
import { ONLINE_PAYMENT_ERROR, ORDER_MESSAGES } from '../services/orders/messages';
import { readOrder } from '../services/orders/read-order';
import { recordHold } from '../services/orders/admin/hold';

const e401 = jsonLd(HydraError, 'No access token, or a bad or expired one');
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const create = createRoute({
  method: 'post',
  path: '/api/orders',
  security: [{ Bearer: [] }],
  description: 'Places an order of the signed-in customer with a confirmed phone. The basket is priced again by the server '
    + 'inside one transaction that takes the stock, books the time slot and redeems the promo code; figures that differ '
    + 'from the server\'s, a good out of stock, a full slot or a used-up code answer 409 and write nothing. Needs an '
    + '`Idempotency-Key` header: the same key and body answer the first response again, the same key with another body 422.',
  request: {
    headers: z.object({
      [IDEMPOTENCY_HEADER]: z.string().regex(new RegExp(IDEMPOTENCY_KEY_PATTERN)).meta({ description: '8–128 of A–Z a–z 0–9 - _, new for each order' }),
    }),
    body: json(OrderCreateRequest),
  },
  responses: {
    201: jsonLd(OrderCreated, 'The order; paymentFormUrl is where to pay it online (type 1), else null'),
    400: jsonLd(HydraError, 'No or a malformed Idempotency-Key, or a body that is not JSON'),
    401: e401,
    403: jsonLd(HydraError, 'The customer\'s phone is not confirmed'),
    404: jsonLd(HydraError, 'No such shop'),
    409: jsonLd(HydraError, 'Prices or the total differ from the server\'s, a good is out of stock, the slot is full or closed, '
      + 'the promo code is used up, the shop takes no orders, delivery is unavailable, the amount is below the minimum, '
      + 'the delivery address is unknown or the map point lies more than 400 m from it, or a request with this key is still running'),
    422: jsonLd(HydraError, 'A body that breaks its schema, a quantity the good\'s measure does not sell (a fraction of a piece, off the step), '
      + 'or an Idempotency-Key already used with another body'),
    503: jsonLd(HydraError, 'The payment gateway or the geocoder failed: the order is cancelled, a retry with the same key places it anew'),
  },
});

const read = createRoute({
  method: 'get',
  path: '/api/orders/{id}',
  security: [{ Bearer: [] }],
  description: 'One order of the signed-in customer, with its lines and its online payment; for an admin of the order\'s shop '
    + '(routes/admin-orders.ts answers first) the order as the back office sees it',
  request: { params: IdParams },
  responses: {
    200: jsonLd(z.union([Order, AdminOrder]), 'The order (AdminOrder for an admin of its shop)'),
    400: errors[400],
    401: e401,
    404: jsonLd(HydraError, "No such order, or another customer's (they answer alike)"),
  },
});

export const orderRoutes = createRouter();

/**
 * Registers the online payment of a committed order and stores its gateway id and form URL; no row
 * stays locked while the bank answers. A failing gateway annuls the order (stock, slot, code back)
 * and answers 503: the key is let go, so a retry places the order anew.
 */
async function registerPayment(c: Context<AppEnv>, order: { id: number; amount: number; paymentExpiresAt: Date }): Promise<string> {
  const db = c.var.db;
  // a path: the sandbox's page is on the storefront (the shopper's own address), the bank's gateway resolves it against SITE_URL
  const back = `/basket?order=${order.id}`;
  try {
    const registered = await c.var.services.payment.register(db, {
      // the hold: the total plus a margin on weighed goods, charged down to the final amount on closing
      orderId: order.id, amount: toKopecks(await recordHold(db, order.id)), returnUrl: back, failUrl: back,
      expiresAt: order.paymentExpiresAt, description: `Заказ № ${order.id}`,
    });
    // stored only by the first registration of a waiting order, in one statement: two recoveries of one lost
    // answer may both have registered, and the form the first handed out must stay the order's
    const [stored] = await db.update(orders).set({ paymentGatewayOrderId: registered.gatewayOrderId, paymentFormUrl: registered.formUrl })
      .where(and(eq(orders.id, order.id), isNull(orders.paymentFormUrl), eq(orders.status, ORDER_STATUS.awaitingPayment)))
      .returning({ formUrl: orders.paymentFormUrl });
    if (stored) return registered.formUrl;
  } catch (err) {
    console.error(`[orders] payment registration of order ${order.id} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  // failed, or beaten: the form another registration handed out stands; without one the order is annulled
  const handedOut = await db.transaction(async (tx) => {
    const [row] = await tx.select({ formUrl: orders.paymentFormUrl, status: orders.status }).from(orders).where(eq(orders.id, order.id)).for('update');
    if (row?.formUrl && isAwaitingPayment(row.status)) return row.formUrl;
    await cancelOrder(tx, order.id, ONLINE_PAYMENT_ERROR, 'Платёж не зарегистрирован.', 'paymentFailed');
    return null;
  });
  if (handedOut) return handedOut;
  throw new HttpError(503, 'Service Unavailable', ORDER_MESSAGES.paymentUnavailable);
}

/**
 * The answer for an order committed under an Idempotency-Key whose request died before answering:
 * the order as it is, its payment registered now if the dead request had not got that far.
 */
async function recoverCreated(c: Context<AppEnv>, body: unknown): Promise<Response> {
  const { id } = OrderCreated.pick({ id: true }).parse(body);
  const [order] = await c.var.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new HttpError(409, 'Conflict', 'Заказ этого запроса не найден. Оформите заказ заново с новым ключом.');
  let formUrl = order.paymentFormUrl;
  if (order.cashType === PAYMENT_TYPE.online && formUrl === null && isAwaitingPayment(order.status) && order.paymentExpiresAt) {
    formUrl = await registerPayment(c, { id: order.id, amount: Number(order.amount), paymentExpiresAt: order.paymentExpiresAt });
  }
  return c.json({ id: order.id, paymentFormUrl: isAwaitingPayment(order.status) ? formUrl : null } satisfies OrderCreated, 201);
}

// Who asks comes before the key: a guest is told to sign in (401), not to send a header.
orderRoutes.use('/api/orders', async (c, next) => {
  if (c.req.method === 'POST') await requireCustomer(c);
  await next();
});
orderRoutes.use('/api/orders', async (c, next) => (c.req.method === 'POST'
  ? idempotent({ route: 'POST /api/orders', required: true, recover: recoverCreated })(c, next)
  : next()));

openapi(orderRoutes, create, async (c) => {
  const customer = await requireCustomer(c);
  const body = c.req.valid('json');
  const order = await createOrder(c.var.db, customer, body, clock.now(), env.ORDER_PAYMENT_MINUTES, {
    geocoder: geocoderFor(c.var.db), claim: c.var.idempotency,
  });
  if (body.basket.orderCashType !== PAYMENT_TYPE.online) return c.json({ id: order.id, paymentFormUrl: null }, 201);
  // the payment is registered after the order is committed: no row stays locked while the bank answers
  const paymentFormUrl = await registerPayment(c, { id: order.id, amount: order.amount, paymentExpiresAt: order.paymentExpiresAt! });
  return c.json({ id: order.id, paymentFormUrl }, 201);
});

openapi(orderRoutes, read, async (c) => {
  const customer = await requireCustomer(c);
  return c.json(await readOrder(c.var.db, customer.id, c.req.valid('param').id), 200);
});
