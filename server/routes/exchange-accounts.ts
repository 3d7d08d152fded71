// The exchange accounts (contract/exchange-accounts.ts, decision 194), site admins only: anyone else
// gets 404, as if the routes did not exist. The logic: server/services/exchange-accounts.ts; 1C's
// sign-in with one: server/services/exchange/sessions.ts (authenticate).
import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ExchangeAccount, ExchangeAccountInput, ExchangeAccountVersion, HydraError, IdParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { bearer, e401, errors, createRouter, jsonLd, openapi } from '../lib/openapi';
import { requireSiteAdmin } from '../lib/permissions';
import { auditActor } from '../services/audit';
import { createExchangeAccount, listExchangeAccounts, setExchangeAccountBlocked } from '../services/exchange-accounts';

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } }) as const;
const e404 = jsonLd(HydraError, 'Not a site admin (the back office does not exist for anyone else), or no such account');

const list = createRoute({
  method: 'get', path: '/api/admin/exchange-accounts', security: bearer,
  description: 'Site admin: the accounts 1C signs in to the exchange with (the staff\'s «обмен с 1С» role), blocked ones too',
  responses: { 200: jsonLd(hydraCollection(ExchangeAccount), 'The accounts'), 401: e401, 404: e404 },
});
const create = createRoute({
  method: 'post', path: '/api/admin/exchange-accounts', security: bearer,
  description: 'Site admin: a new exchange account with the password typed (1C is given both); it can sign in to /api/exchange/1c and nothing '
    + 'else; recorded in the audit log (without the password)',
  request: body(ExchangeAccountInput),
  responses: { 201: jsonLd(ExchangeAccount, 'The account'), 401: e401, 404: e404, 409: jsonLd(HydraError, 'The login is taken'), 422: errors[422] },
});
const action = (verb: 'block' | 'unblock', description: string) => createRoute({
  method: 'post', path: `/api/admin/exchange-accounts/{id}/${verb}`, security: bearer, description,
  request: { params: IdParams, ...body(ExchangeAccountVersion) },
  responses: {
    200: jsonLd(ExchangeAccount, 'The account as now'), 400: errors[400], 401: e401, 404: e404,
    409: jsonLd(HydraError, 'The version is stale: someone changed the account since'), 422: errors[422],
  },
});
const block = action('block', 'Site admin: blocks an exchange account: its exchange sessions end at once and checkauth refuses it');
const unblock = action('unblock', 'Site admin: lifts the block');

export const exchangeAccountRoutes = createRouter();

openapi(exchangeAccountRoutes, list, async (c) => {
  await requireSiteAdmin(c);
  c.header('Cache-Control', 'no-store');
  return c.json(collection(c, await listExchangeAccounts(c.var.db)), 200);
});
openapi(exchangeAccountRoutes, create, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await createExchangeAccount(c.var.db, auditActor(c, admin.id), c.req.valid('json')), 201);
});
openapi(exchangeAccountRoutes, block, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await setExchangeAccountBlocked(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json').version, true), 200);
});
openapi(exchangeAccountRoutes, unblock, async (c) => {
  const admin = await requireSiteAdmin(c);
  return c.json(await setExchangeAccountBlocked(c.var.db, auditActor(c, admin.id), c.req.valid('param').id, c.req.valid('json').version, false), 200);
});
