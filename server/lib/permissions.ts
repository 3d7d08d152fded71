// The one place that decides who may do what (design.md §3): every route asks here. The roles are read
// from the database on each call, never from the token: a revoked admin loses its rights at once.
// "Not found" and "not yours" answer alike (404), so ids of other customers reveal nothing.
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Bearer } from '../context';
import { sessionLive } from '../services/auth/sessions';
import { verifyAccessToken } from '../services/auth/tokens';
import { adminShopIds, findCustomer, type CustomerRow } from '../services/customers';
import { HttpError, notFound } from './http';

const BEARER = /^Bearer ([A-Za-z0-9_\-.]{1,4096})$/;

/**
 * Reads `Authorization: Bearer …` once per request. A bad token is remembered, not refused here: a
 * public route does not care, a route that needs a customer answers 401 (requireCustomer).
 */
export const bearer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('authorization');
  let state: Bearer = null;
  if (header !== undefined) {
    const m = BEARER.exec(header.trim());
    const token = m ? await verifyAccessToken(c.var.services.jwtKey(), m[1]) : null;
    // a token of an ended session (logout, recovery, a new login) is refused at once, not when it expires
    state = token && await sessionLive(c.var.db, token.sid) ? token : { invalid: true };
  }
  c.set('bearer', state);
  // idempotency keys are scoped by the signed-in customer (server/lib/idempotency.ts)
  if (state && 'customerId' in state) c.set('customerId', state.customerId);
  await next();
};

const unauthorized = (description: string) => new HttpError(401, 'Unauthorized', description, undefined, { 'WWW-Authenticate': 'Bearer' });

/** The signed-in customer, or 401: no token, a bad or expired one, or a customer that is gone. */
export async function requireCustomer(c: Context<AppEnv>): Promise<CustomerRow> {
  const state = c.var.bearer;
  if (!state) throw unauthorized('Требуется авторизация.');
  if ('invalid' in state) throw unauthorized('Сессия истекла или недействительна. Войдите снова.');
  const customer = await findCustomer(c.var.db, state.customerId);
  if (!customer) throw unauthorized('Сессия истекла или недействительна. Войдите снова.');
  return customer;
}

/** The session of the signed-in request (requireCustomer has passed). */
export function sessionOf(c: Context<AppEnv>): string {
  const state = c.var.bearer;
  if (!state || 'invalid' in state) throw unauthorized('Требуется авторизация.');
  return state.sid;
}

/** Customer `id` when it is the signed-in one; anyone else's id answers 404 like an unknown one. */
export async function requireSelf(c: Context<AppEnv>, id: number): Promise<CustomerRow> {
  const customer = await requireCustomer(c);
  if (customer.id !== id) throw notFound('Покупатель не найден.');
  return customer;
}

/** The shops the signed-in customer administers (site admin: all; a customer: none). */
export async function administeredShops(c: Context<AppEnv>): Promise<number[]> {
  return adminShopIds(c.var.db, await requireCustomer(c));
}

/** Whether the signed-in customer administers shop `shopId`. */
export async function canAdministerShop(c: Context<AppEnv>, shopId: number): Promise<boolean> {
  return (await administeredShops(c)).includes(shopId);
}

/** The signed-in customer when it is a site admin, else 404 (the resource does not exist for it). */
export async function requireSiteAdmin(c: Context<AppEnv>): Promise<CustomerRow> {
  const customer = await requireCustomer(c);
  if (!customer.isSiteAdmin) throw notFound();
  return customer;
}
