// Demo mode only (outside it app.ts answers 404 to every /api/dev/* path, decision 140).
// GET /api/dev/outbox: the messages the local adapter kept, for development and end-to-end tests
// (reading the SMS code of a registration). Served only while no real gateway is configured.
// GET /api/outbox: the same list for site admins, the back office's outbox page in staging
// (decision 142). GET /api/dev/webhooks: the outgoing order webhooks the local sink received; POST
// /api/dev/partner-orders plays a partner platform sending a signed order. Served only while no
// webhook receiver has a URL, and never with NODE_ENV=production (the simulator creates orders).
import { createRoute } from '@hono/zod-openapi';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import {
  DevPartnerOrderRequest, HydraError, InboundApplied, OutboxMessage, OutboxQuery, PartnerOrderInbound, SinkQuery, SinkWebhook, hydraCollection,
} from '../../contract';
import { standInAllowed } from '../../domain/shop-mode';
import type { Db } from '../db/client';
import { articles, goods, webhookSink } from '../db/schema';
import { env } from '../env';
import { clock } from '../lib/clock';
import { signBody } from '../lib/webhook-signature';
import { createPartnerOrder, verifiedBody } from '../services/webhooks/inbound';
import { outbox } from '../db/schema';
import { collection } from '../lib/hydra';
import { notFound } from '../lib/http';
import { requireSiteAdmin } from '../lib/permissions';
import { NUL_RULE, createRouter, jsonLd, openapi } from '../lib/openapi';

/** The newest messages answered. */
const LIMIT = 20;

/** What both outbox routes answer for a good and a malformed query. */
const outboxAnswers = {
  200: jsonLd(hydraCollection(OutboxMessage), 'The latest messages, newest first'),
  400: jsonLd(HydraError, `A malformed query, or not exactly one of phone and email (violation on phone). ${NUL_RULE}`),
};

const adminList = createRoute({
  method: 'get', path: '/api/outbox', security: [{ Bearer: [] }],
  description: 'Site admins, in demo and staging: the latest SMS or emails the local outbox kept for one phone or email, newest first (the back office\'s outbox page); 404 to anyone else, in production, or once a real gateway is configured',
  request: { query: OutboxQuery },
  responses: {
    ...outboxAnswers,
    401: jsonLd(HydraError, 'No token, or a bad or expired one'),
    404: jsonLd(HydraError, 'Not a site admin, production, or a real message gateway: there is no outbox'),
  },
});

const list = createRoute({
  method: 'get', path: '/api/dev/outbox',
  description: 'Development only: the latest SMS or emails to one phone or email, newest first; 404 once a real gateway is configured',
  request: { query: OutboxQuery },
  responses: {
    ...outboxAnswers,
    404: jsonLd(HydraError, 'A real message gateway is configured: there is no outbox'),
  },
});

/** The newest messages the outbox kept for one phone or email, as the contract shows them. */
async function latestMessages(db: Db, q: { phone?: string; email?: string }) {
  const rows = await db.select().from(outbox)
    .where(q.phone !== undefined ? eq(outbox.phone, q.phone) : eq(outbox.email, q.email!))
    .orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(LIMIT);
  return rows.map((r) => ({
    '@type': 'OutboxMessage' as const,
    channel: r.channel as 'sms' | 'email',
    phone: r.phone, email: r.email, text: r.text, code: r.code, link: r.link,
    createdAt: r.createdAt.toISOString(),
  }));
}

export const devRoutes = createRouter();
openapi(devRoutes, list, async (c) => {
  if (c.var.services.messages.kind !== 'outbox') throw notFound(`Нет такого адреса: ${new URL(c.req.url).pathname}`);
  return c.json(collection(c, await latestMessages(c.var.db, c.req.valid('query'))), 200);
});

openapi(devRoutes, adminList, async (c) => {
  await requireSiteAdmin(c);
  if (c.var.services.messages.kind !== 'outbox' || !standInAllowed(env.SHOP_MODE, 'outbox-page')) throw notFound('Локальных сообщений нет: настроен шлюз.');
  return c.json(collection(c, await latestMessages(c.var.db, c.req.valid('query'))), 200);
});

const webhooks = createRoute({
  method: 'get', path: '/api/dev/webhooks',
  description: 'Development only: the latest outgoing order webhooks the local sink received (headers and body as sent), newest first; 404 once a receiver has a URL',
  request: { query: SinkQuery },
  responses: {
    200: jsonLd(hydraCollection(SinkWebhook), 'The latest webhooks, newest first'),
    400: jsonLd(HydraError, 'A malformed query'),
    404: jsonLd(HydraError, 'A real receiver is configured, or NODE_ENV=production: there is no sink'),
  },
});
const WEBHOOKS_LIMIT = 50;

openapi(devRoutes, webhooks, async (c) => {
  if (c.var.services.webhooks.kind !== 'sink' || env.NODE_ENV === 'production') throw notFound(`Нет такого адреса: ${new URL(c.req.url).pathname}`);
  const { target } = c.req.valid('query');
  const rows = await c.var.db.select().from(webhookSink).where(target ? eq(webhookSink.target, target) : undefined)
    .orderBy(desc(webhookSink.id)).limit(WEBHOOKS_LIMIT);
  const members = rows.map((r) => ({
    '@type': 'SinkWebhook' as const, id: r.id, target: r.target as 'assembly' | 'aggregator' | 'partner', eventId: r.eventId,
    headers: r.headers, body: r.body, receivedAt: r.receivedAt.toISOString(),
  }));
  return c.json(collection(c, members), 200);
});

const partnerOrder = createRoute({
  method: 'post', path: '/api/dev/partner-orders',
  description: 'Development only: plays a partner platform sending a new order (two of the shop’s goods in stock, signed with the platform’s secret, through the same checks as POST /api/webhooks/partners/{source}); 404 once a receiver has a URL',
  request: { body: { content: { 'application/json': { schema: DevPartnerOrderRequest } }, required: true } },
  responses: {
    201: jsonLd(InboundApplied, 'The order is created'),
    400: jsonLd(HydraError, `A body that is not JSON. ${NUL_RULE}`),
    404: jsonLd(HydraError, 'A real receiver is configured, or NODE_ENV=production'),
    409: jsonLd(HydraError, 'Not enough stock'),
    422: jsonLd(HydraError, 'A bad body, or a shop without goods in stock'),
  },
});

openapi(devRoutes, partnerOrder, async (c) => {
  const services = c.var.services.webhooks;
  if (services.kind !== 'sink' || env.NODE_ENV === 'production') throw notFound(`Нет такого адреса: ${new URL(c.req.url).pathname}`);
  const { source, shopId, type } = c.req.valid('json');
  const shelf = await c.var.db.select({ goodId: articles.goodId, price: articles.registerPrice }).from(articles)
    .innerJoin(goods, eq(goods.id, articles.goodId))
    .where(and(eq(articles.shopId, shopId), gt(articles.quantity, 5), eq(goods.measureId, 0))).orderBy(asc(articles.goodId)).limit(2);
  const now = clock.now();
  const stamp = now.getTime().toString(36).toUpperCase();
  const body = {
    id: `dev-${stamp}`,
    order: {
      externalId: `${source === 'aggregator' ? 'SM' : 'YE'}-${stamp}`, shopId, type,
      deliveryDate: new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10), deliveryTime: type === 'delivery' ? '10:00-11:00' : '12:00-12:30',
      customer: { name: 'Покупатель Партнёра', phone: '79000000099' },
      address: type === 'delivery' ? { city: 'Курск', street: 'ул. Радищева', house: '5', flat: 12 } : null,
      items: shelf.map((g, k) => ({ goodId: g.goodId, quantity: k + 1, price: Number(g.price) })),
    },
  };
  const raw = JSON.stringify(body);
  const parsed = verifiedBody(services.receivers[source], raw, signBody(services.receivers[source].secret, raw, now), PartnerOrderInbound);
  return c.json(await createPartnerOrder(c.var.db, source, parsed), 201);
});
