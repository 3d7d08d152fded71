// The sandbox bank this API serves when no real bank is configured (adapters/payment/sandbox-bank.ts):
//   POST /api/sandbox-bank/rest/{method}: RBS's REST API (form parameters in, RBS JSON out), what the
//     shop's RBS adapter calls. Not a dev route: staging keeps it (with the payment page) while
//     the inspection and fault routes below are demo-only.
//   /api/dev/bank/…: demo only (SHOP_MODE=demo): faults per operation and count, the bank's view of
//     a payment in getOrderStatusExtended's shape, and a capture made in the bank's own portal
//     (reported by a signed `deposited` callback, as a bank reports one).
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { BankFaultRequest, BankOrderParams, BankOrderState, BankPortalDeposit, BankRestAnswer, BankRestParams, HydraError } from '../../contract';
import { PaymentError } from '../adapters/payment';
import type { AppEnv } from '../context';
import { env } from '../env';
import { HttpError, notFound } from '../lib/http';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { report } from './payments';

const rest = createRoute({
  method: 'post', path: '/api/sandbox-bank/rest/{method}',
  description: "The sandbox bank's RBS REST API (form-encoded userName, password and the method's parameters); 404 with a real bank configured",
  request: { params: BankRestParams },
  responses: { 200: jsonLd(BankRestAnswer, 'The RBS answer: errorCode "0" with the result, or the refusal\'s code and message'), 404: errors[404] },
});

const bankOf = (c: Context<AppEnv>, demoOnly: boolean) => {
  const bank = c.var.services.bank;
  if (!bank || (demoOnly && env.SHOP_MODE !== 'demo')) throw notFound(`Нет такого адреса: ${new URL(c.req.url).pathname}`);
  return bank;
};

export const sandboxBankRoutes = createRouter();
openapi(sandboxBankRoutes, rest, async (c) => {
  const bank = bankOf(c, false);
  // a body that is not a form (or a broken one) carries no parameters: the bank refuses it as RBS does
  const form = await c.req.parseBody().catch(() => ({}));
  const params = Object.fromEntries(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const answer = await bank.call(c.var.db, c.req.valid('param').method, params);
  return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } }) as never;
});

const faults = createRoute({
  method: 'post', path: '/api/dev/bank/faults',
  description: 'Demo only: the next calls of an operation of the sandbox bank meet a fault',
  request: { body: { content: { 'application/json': { schema: BankFaultRequest } }, required: true } },
  responses: { 204: { description: 'Armed' }, 404: errors[404], 422: errors[422] },
});
openapi(sandboxBankRoutes, faults, async (c) => {
  bankOf(c, true).addFault(c.req.valid('json'));
  return c.body(null, 204);
});

const clearFaults = createRoute({
  method: 'delete', path: '/api/dev/bank/faults',
  description: 'Demo only: disarms every fault of the sandbox bank',
  responses: { 204: { description: 'Disarmed' }, 404: errors[404] },
});
openapi(sandboxBankRoutes, clearFaults, async (c) => {
  bankOf(c, true).clearFaults();
  return c.body(null, 204);
});

const bankOrder = createRoute({
  method: 'get', path: '/api/dev/bank/orders/{bankOrderId}',
  description: "Demo only: the sandbox bank's view of a payment, in getOrderStatusExtended's shape (kopecks)",
  request: { params: BankOrderParams },
  responses: { 200: jsonLd(BankOrderState, 'The payment as the bank sees it'), 400: errors[400], 404: jsonLd(HydraError, 'No such payment') },
});
openapi(sandboxBankRoutes, bankOrder, async (c) => {
  const bank = bankOf(c, true);
  try {
    return c.json({ errorCode: '0', ...(await bank.statusExtended(c.var.db, c.req.valid('param').bankOrderId)) }, 200);
  } catch (err) {
    if (err instanceof PaymentError) throw notFound(err.message);
    throw err;
  }
});

const portalDeposit = createRoute({
  method: 'post', path: '/api/dev/bank/orders/{bankOrderId}/deposit',
  description: "Demo only: a capture made in the bank's portal, not by the shop; reported by a signed `deposited` callback",
  request: { params: BankOrderParams, body: { content: { 'application/json': { schema: BankPortalDeposit } }, required: true } },
  responses: { 200: jsonLd(BankOrderState, 'The payment after the capture'), 400: errors[400], 404: errors[404], 409: jsonLd(HydraError, 'Nothing held to capture'), 422: errors[422] },
});
openapi(sandboxBankRoutes, portalDeposit, async (c) => {
  const bank = bankOf(c, true);
  const id = c.req.valid('param').bankOrderId;
  const found = await bank.sandbox.find(c.var.db, id);
  if (!found) throw notFound('Платёж не найден.');
  try {
    await bank.sandbox.deposit(c.var.db, id, c.req.valid('json').amount ?? found.payment.amount);
  } catch (err) {
    if (err instanceof PaymentError) throw new HttpError(409, 'Conflict', err.message);
    throw err;
  }
  const after = await bank.sandbox.find(c.var.db, id);
  await report(c, bank.sandbox, { payment: after!.payment, operation: 'deposited' });
  return c.json({ errorCode: '0', ...(await bank.statusExtended(c.var.db, id)) }, 200);
});
