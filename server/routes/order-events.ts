// The back office's live list and the outbox's view: GET /api/orders/events (an admin's stream of
// order changes in the shops they administer, fed by LISTEN/NOTIFY from every API process), and the
// site admin's list of webhook deliveries with a retry of a dead one. Mounted before admin-orders.ts,
// whose /api/orders/{id} would otherwise take "events" for an id.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { AdminOrderEvent, HydraError, WebhookDeliveriesQuery, WebhookDelivery, WebhookDeliveryParams, hydraCollection } from '../../contract';
import type { AppEnv } from '../context';
import { collection } from '../lib/hydra';
import { notFound } from '../lib/http';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { requireCustomer, requireSiteAdmin, sessionOf } from '../lib/permissions';
import { openStream } from '../services/auth/sessions';
import { asAdmin } from '../services/orders/admin/access';
import type { OrderSignal } from '../services/orders/signal';
import { listDeliveries, retryDelivery, type DeliveryRow } from '../services/webhooks/sender';

const security = [{ Bearer: [] }];
const e401 = jsonLd(HydraError, 'No access token, or a bad or expired one');
/** How long an admin's stream lives (EventSource reconnects), how often it pings. Tests shorten them. */
export const ADMIN_EVENTS = { lifetimeMs: 10 * 60_000, pingMs: 15_000 };
const DELIVERIES_LIMIT = 100;

const adminStream = createRoute({
  method: 'get', path: '/api/orders/events', security,
  description: 'Server-Sent Events for the back office: an `order` event (AdminOrderEvent) whenever an order of a shop the admin administers is created or changes (a site admin: every shop); `ping` every 15 s; ends after 10 minutes.',
  responses: {
    200: { description: 'The event stream', content: { 'text/event-stream': { schema: AdminOrderEvent } } },
    401: e401, 404: jsonLd(HydraError, 'Not an administrator'),
  },
});
const deliveries = createRoute({
  method: 'get', path: '/api/webhook-deliveries', security,
  description: `Site admin: the outgoing order webhooks in one state (default dead), newest first, at most ${DELIVERIES_LIMIT}`,
  request: { query: WebhookDeliveriesQuery },
  responses: { 200: jsonLd(hydraCollection(WebhookDelivery), 'The deliveries'), 400: errors[400], 401: e401, 404: jsonLd(HydraError, 'Not a site admin') },
});
const retry = createRoute({
  method: 'post', path: '/api/webhook-deliveries/{id}/retry', security,
  description: 'Site admin: a dead delivery is due again now, with its tries counted afresh (same event id and body)',
  request: { params: WebhookDeliveryParams },
  responses: { 200: jsonLd(WebhookDelivery, 'The delivery, pending'), 400: errors[400], 401: e401, 404: jsonLd(HydraError, 'No dead delivery of that id, or not a site admin') },
});

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  '@type': 'WebhookDelivery', id: r.id, eventId: r.eventId, orderId: r.orderId, target: r.target, state: r.state, attempts: r.attempts,
  nextAttemptAt: r.nextAttemptAt.toISOString(), lastError: r.lastError, deliveredAt: r.deliveredAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(), body: r.body,
});

export const orderEventRoutes = createRouter();

openapi(orderEventRoutes, adminStream, (async (c: Context<AppEnv>) => {
  const admin = await asAdmin(c.var.db, await requireCustomer(c));
  const sid = sessionOf(c);
  if (!admin.isSiteAdmin && admin.shops.size === 0) throw notFound('Заказ не найден.');
  const sees = (s: OrderSignal) => admin.isSiteAdmin || admin.shops.has(s.shopId);
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const queue: OrderSignal[] = [];
    let wake = () => {};
    const unsubscribe = c.var.services.feed.subscribe((s) => { if (sees(s)) { queue.push(s); wake(); } });
    stream.onAbort(() => { unsubscribe(); wake(); });
    // ends with its session, or when the admin opens too many (the oldest goes)
    const session = openStream(c.var.db, 'admin', admin.id, sid);
    session.signal.addEventListener('abort', () => wake());
    const over = () => stream.aborted || session.signal.aborted;
    try {
      const ends = Date.now() + ADMIN_EVENTS.lifetimeMs;
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
      while (!over() && Date.now() < ends) {
        if (queue.length === 0) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.min(ADMIN_EVENTS.pingMs, Math.max(0, ends - Date.now())));
            timer.unref();
            wake = () => { clearTimeout(timer); resolve(); };
          });
          wake = () => {};
          if (queue.length === 0 && !over()) await stream.writeSSE({ event: 'ping', data: '{}' });
        }
        if (over()) break;
        for (const s of queue.splice(0)) {
          await stream.writeSSE({ event: 'order', id: String(s.eventId), data: JSON.stringify({ id: s.orderId, shopId: s.shopId, status: s.status, type: s.type }) });
        }
      }
    } finally {
      unsubscribe();
      session.done();
    }
  }, async (err, stream) => {
    console.error(`[admin order events] ${err.message}`);
    await stream.close();
  });
}) as never);

openapi(orderEventRoutes, deliveries, async (c) => {
  await requireSiteAdmin(c);
  const rows = await listDeliveries(c.var.db, c.req.valid('query').state, DELIVERIES_LIMIT);
  return c.json(collection(c, rows.map(toDelivery)), 200);
});

openapi(orderEventRoutes, retry, async (c) => {
  await requireSiteAdmin(c);
  const row = await retryDelivery(c.var.db, c.req.valid('param').id);
  if (!row) throw notFound('Нет такой недоставленной отправки.');
  return c.json(toDelivery(row), 200);
});
