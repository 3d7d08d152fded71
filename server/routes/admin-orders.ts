// The back office's order calls (contract/admin-orders.ts lists them with their answers). Who asks
// comes first (401 signed out, 404 for anyone who does not administer the order's shop), then the
// Idempotency-Key, then the rules and the transaction in services/orders/admin/. Mounted before
// routes/orders.ts: GET /api/orders/{id} answers an admin of the order's shop with the admin view
// here, and falls through to the customer's own read otherwise.
import { createRoute } from '@hono/zod-openapi';
import bwipjs from 'bwip-js/node';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  AdminOrder, AdminOrderCancelRequest, AdminOrderCardRequest, AdminOrderGoodsRequest, AdminOrderList, AdminOrderLog, AdminOrderMarkingRequest,
  AdminOrderParamsRequest, AdminOrderQuery, AdminOrderRefundRequest, AdminOrderStatusRequest, AdminPaymentCheck, BarcodeQuery, HydraError, IdParams,
} from '../../contract';
import type { AppEnv } from '../context';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { notFound } from '../lib/http';
import { idempotent, IDEMPOTENCY_HEADER, keyedDb } from '../lib/idempotency';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { clientIp } from '../lib/client-ip';
import { requireCustomer } from '../lib/permissions';
import { requestIp } from '../services/audit';
import { asAdmin, roleFor, type Admin } from '../services/orders/admin/access';
import { cancelAdminOrder } from '../services/orders/admin/cancel';
import { setOrderCard } from '../services/orders/admin/card';
import { editOrderGoods } from '../services/orders/admin/goods';
import { listAdminOrders } from '../services/orders/admin/list';
import { orderLogFor } from '../services/orders/admin/log';
import { setMarkingCodes } from '../services/orders/admin/marking';
import { changeOrderParams } from '../services/orders/admin/params';
import { geocoderFor } from '../adapters/geocoder';
import { checkPayment, refundPayment } from '../services/orders/admin/refund';
import { setOrderStatus } from '../services/orders/admin/status';
import { adminOrderView } from '../services/orders/admin/view';

/** The signed-in admin (401 signed out); a customer who administers nothing gets 404, like an unknown order. */
async function requireAdmin(c: Context<AppEnv>): Promise<Admin> {
  const admin = await asAdmin(c.var.db, await requireCustomer(c));
  if (!admin.isSiteAdmin && admin.shops.size === 0) throw notFound('Заказ не найден.');
  return admin;
}

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const key = z.object({ [IDEMPOTENCY_HEADER]: z.string().optional().meta({ description: 'Optional: a retry with the same key and body answers the first response again' }) });
const security = [{ Bearer: [] }];
const mutationAnswers = {
  200: jsonLd(AdminOrder, 'The order as it is now'),
  400: errors[400],
  401: jsonLd(HydraError, 'No access token, or a bad or expired one'),
  403: jsonLd(HydraError, 'The admin\'s role may not do this (another role may)'),
  404: jsonLd(HydraError, 'No such order, or not of a shop the admin administers'),
  409: jsonLd(HydraError, 'The order\'s status, source or payment does not allow it, or not enough stock'),
  422: jsonLd(HydraError, 'A body that breaks its schema or its rules: violations name the fields'),
  503: jsonLd(HydraError, 'The payment gateway failed: nothing was changed'),
} as const;

const mutation = <T extends z.ZodType>(method: 'put' | 'post', path: string, body: T, description: string) => createRoute({
  method, path, description, security, request: { params: IdParams, headers: key, body: json(body) }, responses: mutationAnswers,
});

const list = createRoute({
  method: 'get', path: '/api/orders', security,
  description: 'Orders of the shops the signed-in admin administers (a site admin: all), newest first, 50 a page. Without status the annulled are left out.',
  request: { query: AdminOrderQuery },
  responses: { 200: jsonLd(AdminOrderList, 'A page of orders'), 400: errors[400], 401: mutationAnswers[401], 404: jsonLd(HydraError, 'Not an admin') },
});
const card = mutation('put', '/api/orders/{id}', AdminOrderCardRequest, 'The loyalty card of the order (not while it awaits payment)');
const status = mutation('put', '/api/orders/{id}/status', AdminOrderStatusRequest,
  'A forward action of the status table. Closing an online-paid order charges its final amount from the hold and releases the rest.');
const cancel = mutation('post', '/api/orders/{id}/cancel', AdminOrderCancelRequest,
  'Annuls the order with a reason: stock and slot go back; a held payment is released, a charged one refunded. A partner\'s order: site admins only.');
const goodsEdit = mutation('put', '/api/orders/{id}/goods', AdminOrderGoodsRequest,
  'Edits the lines (quantity, drop, restore, replace, add; price, amount and total by hand for site admins). Stock moves in the same transaction; an online order must stay within its hold.');
const marking = mutation('put', '/api/orders/{id}/markingcode', AdminOrderMarkingRequest, 'Marking codes of the order\'s goods (trimmed, blanks dropped)');
const params = mutation('post', '/api/orders/{id}/params', AdminOrderParamsRequest,
  'Changes the receiving method (an address for delivery) or the shop (its stock takes the goods). Site admins.');
const refund = mutation('post', '/api/orders/{id}/payment-refund', AdminOrderRefundRequest,
  'A partial refund of a closed online-paid order: at most what was charged minus earlier refunds. Site admins.');
const log = createRoute({
  method: 'get', path: '/api/orders/{id}/log', security, description: 'The order\'s history, oldest first, with the author and the fields before and after',
  request: { params: IdParams },
  responses: { 200: jsonLd(AdminOrderLog, 'The entries'), 400: errors[400], 401: mutationAnswers[401], 404: mutationAnswers[404] },
});
const paymentCheck = createRoute({
  method: 'get', path: '/api/orders/{id}/payment-check', security, description: 'Asks the payment gateway about the order\'s online payment (site admins)',
  request: { params: IdParams },
  responses: {
    200: jsonLd(AdminPaymentCheck, 'What the gateway says'), 400: errors[400], 401: mutationAnswers[401], 403: mutationAnswers[403],
    404: mutationAnswers[404], 409: mutationAnswers[409], 503: mutationAnswers[503],
  },
});
const barcode = createRoute({
  method: 'get', path: '/api/barcode', description: 'A barcode image (SVG): EAN-13 for 13 digits with a valid check digit, Code 128 otherwise',
  request: { query: BarcodeQuery },
  responses: { 200: { description: 'The image', content: { 'image/svg+xml': { schema: z.string() } } }, 400: errors[400] },
});

export const adminOrderRoutes = createRouter();

// The back office's changes of one order, by method: only these take the steps below; any other
// method falls through to the 405 of a path that lacks it.
const CHANGES: Record<string, readonly string[]> = {
  PUT: ['', '/status', '/goods', '/markingcode'],
  POST: ['/cancel', '/params', '/payment-refund'],
};
const isChange = (method: string, path: string) =>
  (CHANGES[method] ?? []).some((tail) => new RegExp(`^/api/orders/[^/]+${tail}$`).test(path));

// Who asks before the key: a guest is told to sign in (401), a non-admin finds nothing (404).
for (const path of ['/api/orders/:id', '/api/orders/:id/*']) {
  adminOrderRoutes.use(path, async (c, next) => {
    if (!isChange(c.req.method, c.req.path)) return next();
    const admin = await requireAdmin(c);
    // an order of another shop is not found whatever the body says
    const id = Number(c.req.param('id'));
    const [order] = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
      ? await c.var.db.select({ shopId: orders.shopId }).from(orders).where(eq(orders.id, id)) : [];
    if (order && !roleFor(admin, order.shopId)) throw notFound('Заказ не найден.');
    // a change that committed before its request died is answered with the order as it is now
    const recover = async (r: Context<AppEnv>) => view(r, await requireAdmin(r), id);
    // the audit rows the action writes (services/audit.ts) take the client's address from here
    return requestIp.run(clientIp(c), () => idempotent({ route: `${c.req.method} ${c.req.path}`, recover })(c, next));
  });
}

// GET /api/orders/{id}: the admin view for an admin of the order's shop; anyone else falls through
// to routes/orders.ts (the customer's own order, or 404)
adminOrderRoutes.use('/api/orders/:id', async (c, next) => {
  const id = Number(c.req.param('id'));
  if (c.req.method !== 'GET' || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return next();
  const bearer = c.var.bearer;
  if (!bearer || 'invalid' in bearer) return next();
  const admin = await asAdmin(c.var.db, await requireCustomer(c));
  const [order] = await c.var.db.select({ shopId: orders.shopId }).from(orders).where(eq(orders.id, id));
  if (!order || !roleFor(admin, order.shopId)) return next();
  return c.json(await adminOrderView(c.var.db, admin, id), 200);
});

const view = async (c: Context<AppEnv>, admin: Admin, id: number) => c.json(await adminOrderView(c.var.db, admin, id), 200);
const gateway = (c: Context<AppEnv>) => c.var.services.payment;
/**
 * The key of an action that may move money: its value names the bank operation (payment_operations),
 * so a retry after any answer finds the operation instead of sending it again; a change without money
 * commits the key with itself through the claim.
 */
const requestKey = (c: Context<AppEnv>) => ({ value: c.var.idempotency ? c.req.header(IDEMPOTENCY_HEADER) ?? null : null, claim: c.var.idempotency });

openapi(adminOrderRoutes, list, async (c) => {
  const admin = await requireAdmin(c);
  return c.json(await listAdminOrders(c.var.db, admin, c.req.valid('query'), c.req.url), 200);
});

openapi(adminOrderRoutes, card, async (c) => {
  const admin = await requireAdmin(c);
  const { id } = c.req.valid('param');
  await setOrderCard(keyedDb(c), admin, id, c.req.valid('json').card);
  return view(c, admin, id);
});
openapi(adminOrderRoutes, status, async (c) => {
  const admin = await requireAdmin(c);
  const { id } = c.req.valid('param');
  await setOrderStatus(c.var.db, gateway(c), admin, id, c.req.valid('json').status, requestKey(c));
  return view(c, admin, id);
});
openapi(adminOrderRoutes, cancel, async (c) => {
  const admin = await requireAdmin(c);
  const { id } = c.req.valid('param');
  await cancelAdminOrder(c.var.db, gateway(c), admin, id, c.req.valid('json'), requestKey(c));
  return view(c, admin, id);
});
openapi(adminOrderRoutes, goodsEdit, async (c) => {
  const admin = await requireAdmin(c);
  const { id } = c.req.valid('param');
  await editOrderGoods(keyedDb(c), admin, id, c.req.valid('json'));
  return view(c, admin, id);
});
openapi(adminOrderRoutes, marking, async (c) => {
  const admin = await requireAdmin(c);
  const { id } = c.req.valid('param');
  await setMarkingCodes(keyedDb(c), admin, id, c.req.valid('json').items);
  return view(c, admin, id);
});
openapi(adminOrderRoutes, params, async (c) => {
  const admin = await requireAdmin(c);
  const { id } = c.req.valid('param');
  await changeOrderParams(keyedDb(c), geocoderFor(c.var.db), admin, id, c.req.valid('json'));
  return view(c, admin, id);
});
openapi(adminOrderRoutes, refund, async (c) => {
  const admin = await requireAdmin(c);
  const { id } = c.req.valid('param');
  await refundPayment(c.var.db, gateway(c), admin, id, c.req.valid('json'), requestKey(c));
  return view(c, admin, id);
});
openapi(adminOrderRoutes, log, async (c) => {
  const admin = await requireAdmin(c);
  return c.json(await orderLogFor(c.var.db, admin, c.req.valid('param').id), 200);
});
openapi(adminOrderRoutes, paymentCheck, async (c) => {
  const admin = await requireAdmin(c);
  return c.json(await checkPayment(c.var.db, gateway(c), admin, c.req.valid('param').id), 200);
});

const EAN13 = /^\d{13}$/;
const eanValid = (code: string) => {
  const d = [...code].map(Number);
  const sum = d.slice(0, 12).reduce((s, n, i) => s + n * (i % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === d[12];
};

openapi(adminOrderRoutes, barcode, (c) => {
  const code = c.req.valid('query').c;
  const ean = EAN13.test(code) && eanValid(code);
  // EAN-13 writes its digits in the standard groups between the guard bars (first digit outside, six
  // and six): centred as one line under the code, the long centre guard ran through a digit
  const svg = bwipjs.toSVG(ean
    ? { bcid: 'ean13', text: code, scale: 2, height: 12, includetext: true }
    : { bcid: 'code128', text: code, scale: 2, height: 12, includetext: true, textxalign: 'center' });
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    // the same code draws the same picture for ever
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
  }) as never;
});
