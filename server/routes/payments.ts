// GET /api/payments/callback: the gateway's signed notification of a payment's change (RBS callback);
// /api/payments/sandbox/{id}[/pay|/decline]: the sandbox gateway's payment page's reads and buttons.
// The sandbox's buttons report through the same function the callback route runs, with parameters
// signed as the bank signs them: one verified path changes orders, whichever gateway is configured.
import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  HydraError, PaymentCallbackAnswer, PaymentCallbackQuery, SandboxPayment, SandboxPaymentParams, SandboxPaymentRegistered, SandboxPaymentRequest,
} from '../../contract';
import { isAnnulled } from '../../domain/order-status';
import { PaymentError, type PaymentEvent, type PaymentGateway } from '../adapters/payment';
import { withOrderId, type SandboxChange, type SandboxGateway, type SandboxPayment as Row } from '../adapters/payment/sandbox';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { clock } from '../lib/clock';
import { HttpError, notFound } from '../lib/http';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { applyPaymentEvent } from '../services/orders/payment-events';
import { reconcileOrder } from '../services/orders/reconcile';

/**
 * Verifies a callback's checksum and applies its event to the order. A bad checksum (or a callback
 * this shop does not act on) answers 400 and changes nothing; a repeated one changes nothing again
 * (applyPaymentEvent is idempotent). What a callback alone cannot settle is reconciled with the bank
 * at once (reconcile.ts): a hold for an order already annulled is released, a capture the shop did
 * not make gets its charged amount from the bank's figure. The bank silent: the sweep does it later.
 */
export async function acceptCallback(db: Db, gateway: PaymentGateway, params: Record<string, string>): Promise<PaymentEvent> {
  const event = gateway.verifyCallback(params);
  if (!event) {
    throw new HttpError(400, 'Bad Request', 'Уведомление о платеже не принято: контрольная сумма не сходится или операция неизвестна.');
  }
  await applyPaymentEvent(db, event);
  const [order] = await db.select({ status: orders.status, gatewayId: orders.paymentGatewayOrderId, charged: orders.chargedAmount })
    .from(orders).where(eq(orders.id, event.orderId)).limit(1);
  if (!order || order.gatewayId !== event.gatewayOrderId) return event;
  const strangeCapture = event.operation === 'deposited' && order.charged === null;
  const heldForAnnulled = (event.operation === 'approved' || event.operation === 'deposited') && isAnnulled(order.status);
  if (strangeCapture || heldForAnnulled) {
    try {
      await reconcileOrder(db, gateway, event.orderId);
    } catch (err) {
      console.error(`[payment] order ${event.orderId}: reconciliation after a callback failed, left to the sweep: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return event;
}

const callback = createRoute({
  method: 'get',
  path: '/api/payments/callback',
  description: 'The payment gateway\'s notification (RBS callback with a checksum). Idempotent.',
  request: { query: PaymentCallbackQuery },
  responses: {
    200: jsonLd(PaymentCallbackAnswer, 'Accepted (also when it changed nothing: a repeat, an unknown order)'),
    400: jsonLd(HydraError, 'A bad or missing checksum, an unknown operation, a repeated parameter'),
  },
});

const sandboxAnswers = {
  200: jsonLd(SandboxPayment, 'The sandbox payment as its page shows it'),
  400: errors[400],
  404: jsonLd(HydraError, 'No such payment (or the configured gateway is not the sandbox)'),
} as const;

const sandboxRead = createRoute({
  method: 'get',
  path: '/api/payments/sandbox/{id}',
  description: "The sandbox gateway's payment, for its payment page; past its expiry it is declined first",
  request: { params: SandboxPaymentParams },
  responses: sandboxAnswers,
});

const conflict = jsonLd(HydraError, 'The payment no longer waits to be paid');

/** The sandbox page's two buttons: the same answers, another action. */
const sandboxAction = (action: 'pay' | 'decline', description: string) => createRoute({
  method: 'post',
  path: `/api/payments/sandbox/{id}/${action}`,
  description,
  request: { params: SandboxPaymentParams },
  responses: { 200: sandboxAnswers[200], 400: errors[400], 404: sandboxAnswers[404], 409: conflict },
});
const pay = sandboxAction('pay', "'Оплатить': holds the amount (status 1) and reports it; past the expiry, declines instead");
const decline = sandboxAction('decline', "'Отказаться': declines the payment (status 6) and reports it");

function sandboxOf(c: Context<AppEnv>, missing = 'Платёж не найден.'): SandboxGateway {
  const bank = c.var.services.bank;
  if (!bank) throw notFound(missing);
  return bank.sandbox;
}

/**
 * The sandbox's change, reported to the orders as the bank's callback would be: signed with the
 * bank's key and verified by the configured gateway; a 'callback' fault loses it on the way.
 */
export async function report(c: Context<AppEnv>, gateway: SandboxGateway, change: SandboxChange | null) {
  if (!change || c.var.services.bank?.loseCallback()) return;
  await acceptCallback(c.var.db, c.var.services.payment, gateway.callbackFor(change));
}

function view(p: Row): SandboxPayment {
  const redirectUrl = p.status === 1 || p.status === 2 ? withOrderId(p.returnUrl, p.id)
    : p.status === 0 || p.status === 5 ? null : withOrderId(p.failUrl, p.id);
  return {
    '@id': `/api/payments/sandbox/${p.id}`,
    '@type': 'SandboxPayment',
    id: p.id,
    orderNumber: p.orderId,
    amount: p.amount / 100,
    description: p.description,
    status: p.status,
    expiresAt: p.expiresAt.toISOString(),
    secondsLeft: p.status === 0 ? Math.max(0, Math.ceil((p.expiresAt.getTime() - clock.now().getTime()) / 1000)) : 0,
    redirectUrl,
  };
}

function asHttp(err: unknown): never {
  if (err instanceof PaymentError) {
    if (err.kind === 'not-found') throw notFound(err.message);
    if (err.kind === 'wrong-state') throw new HttpError(409, 'Conflict', err.message);
    if (err.kind === 'bad-amount') throw new HttpError(422, 'Unprocessable Entity', err.message);
  }
  throw err;
}

export const paymentRoutes = createRouter();
openapi(paymentRoutes, callback, async (c) => {
  await acceptCallback(c.var.db, c.var.services.payment, c.req.valid('query') as Record<string, string>);
  return c.json({ status: 'ok' as const }, 200);
});
openapi(paymentRoutes, sandboxRead, async (c) => {
  const gateway = sandboxOf(c);
  const found = await gateway.find(c.var.db, c.req.valid('param').id);
  if (!found) throw notFound('Платёж не найден.');
  await report(c, gateway, found.change);
  return c.json(view(found.payment), 200);
});
/** A button of the page: the sandbox's change, reported like the bank's callback, then the payment as it now is. */
async function act(c: Context<AppEnv>, action: 'pay' | 'decline', id: string) {
  const gateway = sandboxOf(c);
  const change = await gateway[action](c.var.db, id).catch(asHttp);
  await report(c, gateway, change);
  const found = await gateway.find(c.var.db, id);
  if (!found) throw notFound('Платёж не найден.');
  return view(found.payment);
}
openapi(paymentRoutes, pay, async (c) => c.json(await act(c, 'pay', c.req.valid('param').id), 200));
openapi(paymentRoutes, decline, async (c) => c.json(await act(c, 'decline', c.req.valid('param').id), 200));

const devRegister = createRoute({
  method: 'post',
  path: '/api/dev/sandbox-payments',
  description: 'Development only: registers a sandbox payment for an order number no order has (the payment page without an order); 404 unless the sandbox is the gateway',
  request: { body: { content: { 'application/json': { schema: SandboxPaymentRequest } }, required: true } },
  responses: {
    201: jsonLd(SandboxPaymentRegistered, 'The payment and its page'),
    404: jsonLd(HydraError, 'The gateway is not the sandbox'),
    409: jsonLd(HydraError, 'An order has this number'),
    422: errors[422],
  },
});
openapi(paymentRoutes, devRegister, async (c) => {
  const gateway = sandboxOf(c, `Нет такого адреса: ${new URL(c.req.url).pathname}`);
  const body = c.req.valid('json') as z.infer<typeof SandboxPaymentRequest>;
  // the sandbox reports to the order of that number: a test payment must never reach a real order
  const [taken] = await c.var.db.select({ id: orders.id }).from(orders).where(eq(orders.id, body.orderNumber)).limit(1);
  if (taken) throw new HttpError(409, 'Conflict', `Заказ № ${body.orderNumber} существует: тестовый платёж регистрируется только для номера без заказа.`);
  const registered = await gateway.register(c.var.db, {
    orderId: body.orderNumber, amount: body.amount, description: `Тестовый платёж № ${body.orderNumber}`,
    returnUrl: body.returnPath, failUrl: body.failPath,
    expiresAt: new Date(clock.now().getTime() + body.expiresInSeconds * 1000),
  });
  return c.json(registered, 201);
});
