// GET /api/dev/outbox: the messages the local adapter kept, for development and end-to-end tests
// (reading the SMS code of a registration). Served only while no real gateway is configured.
import { createRoute } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { HydraError, OutboxMessage, OutboxQuery, hydraCollection } from '../../contract';
import { outbox } from '../db/schema';
import { collection } from '../lib/hydra';
import { notFound } from '../lib/http';
import { NUL_RULE, createRouter, jsonLd, openapi } from '../lib/openapi';

/** The newest messages answered. */
const LIMIT = 20;

const list = createRoute({
  method: 'get', path: '/api/dev/outbox',
  description: 'Development only: the latest SMS or emails to one phone or email, newest first; 404 once a real gateway is configured',
  request: { query: OutboxQuery },
  responses: {
    200: jsonLd(hydraCollection(OutboxMessage), 'The latest messages, newest first'),
    400: jsonLd(HydraError, `A malformed query, or not exactly one of phone and email (violation on phone). ${NUL_RULE}`),
    404: jsonLd(HydraError, 'A real message gateway is configured: there is no outbox'),
  },
});

export const devRoutes = createRouter();
openapi(devRoutes, list, async (c) => {
  if (c.var.services.messages.kind !== 'outbox') throw notFound(`Нет такого адреса: ${new URL(c.req.url).pathname}`);
  const q = c.req.valid('query');
  const rows = await c.var.db.select().from(outbox)
    .where(q.phone !== undefined ? eq(outbox.phone, q.phone) : eq(outbox.email, q.email!))
    .orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(LIMIT);
  const members = rows.map((r) => ({
    '@type': 'OutboxMessage' as const,
    channel: r.channel as 'sms' | 'email',
    phone: r.phone, email: r.email, text: r.text, code: r.code, link: r.link,
    createdAt: r.createdAt.toISOString(),
  }));
  return c.json(collection(c, members), 200);
});
