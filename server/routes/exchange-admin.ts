// GET /api/exchange/files: the site admins' view of the 1C exchange (the back office's
// /admin-order/exchange): the latest files 1C sent for import, newest first.
import { createRoute } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import { ExchangeFile, HydraError, hydraCollection } from '../../contract';
import { exchangeFiles } from '../db/schema';
import { collection } from '../lib/hydra';
import { createRouter, jsonLd, openapi } from '../lib/openapi';
import { requireSiteAdmin } from '../lib/permissions';

const LIMIT = 100;

const list = createRoute({
  method: 'get', path: '/api/exchange/files', security: [{ Bearer: [] }],
  description: `Site admin: the files 1C sent for import (CommerceML), newest first, at most ${LIMIT}: state, counts, duration, the lines skipped`,
  responses: {
    200: jsonLd(hydraCollection(ExchangeFile), 'The files'),
    401: jsonLd(HydraError, 'No access token, or a bad or expired one'),
    404: jsonLd(HydraError, 'Not a site admin'),
  },
});

export const exchangeAdminRoutes = createRouter();
openapi(exchangeAdminRoutes, list, async (c) => {
  await requireSiteAdmin(c);
  const rows = await c.var.db.select().from(exchangeFiles).orderBy(desc(exchangeFiles.id)).limit(LIMIT);
  const members: ExchangeFile[] = rows.map((r) => ({
    '@type': 'ExchangeFile', id: r.id, sessionId: r.sessionId, filename: r.filename, state: r.state,
    startedAt: r.startedAt.toISOString(), finishedAt: r.finishedAt?.toISOString() ?? null, counts: r.counts,
    problems: r.problems.map((p) => ({ line: p.line, message: p.message })),
  }));
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, members), 200);
});
