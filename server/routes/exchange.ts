// /api/exchange/1c: the "1C ↔ site" exchange as 1C speaks it (CommerceML 2's HTTP protocol): plain
// text answers (`success`, `progress`, `failure` and a reason), a session cookie from checkauth, raw
// file bodies. Not part of the JSON-LD contract (docs/decisions/0160): 1C, not a browser or our
// storefront, is the client, so the route is a plain Hono handler mounted ahead of the JSON
// machinery (its body cap and Bearer check), with the exchange's own cap of FILE_LIMIT per request.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import fs from 'node:fs';
import path from 'node:path';
import type { AppEnv } from '../context';
import { createRouter, openapi } from '../lib/openapi';
import {
  COOKIE, FILE_LIMIT, appendChunk, authenticate, exchangeOn, findSession, importStep, openSession, sessionFile, type Session,
} from '../services/exchange/sessions';
import { saleFile, saleQuery, saleSuccess } from '../services/exchange/sale';
import { XmlFileError } from '../services/exchange/xml-stream';
import { clientIp } from '../lib/client-ip';
import { HttpError } from '../lib/http';
import { forget, take, type Rule } from '../lib/rate-limit';

export const EXCHANGE_PATH = '/api/exchange/1c';

/**
 * Failed checkauths, as for a customer's sign-in (decision 61): five per login from one address and
 * twenty per address in 15 minutes. The exchange login opens the whole catalogue and every order's
 * status to whoever guesses it, and 1C itself retries only on its schedule, so a wall of guesses is
 * never 1C.
 */
const LOGIN_FAILURES: Rule[] = [{ limit: 5, windowSeconds: 15 * 60 }];
const IP_FAILURES: Rule[] = [{ limit: 20, windowSeconds: 15 * 60 }];

/** The login a Basic header names (lower case, as accounts are stored), or '' when it names none. */
function basicLogin(header: string | undefined): string {
  const m = /^Basic\s+([A-Za-z0-9+/=]{1,1000})\s*$/i.exec(header ?? '');
  const decoded = m ? Buffer.from(m[1], 'base64').toString('utf8') : '';
  return decoded.slice(0, Math.max(0, decoded.indexOf(':'))).trim().toLowerCase().slice(0, 100);
}

const text = (c: Context<AppEnv>, body: string, headers: Record<string, string> = {}) =>
  c.body(body, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });

async function handle(c: Context<AppEnv>): Promise<Response> {
  const type = c.req.query('type');
  const mode = c.req.query('mode');
  if (type !== 'catalog' && type !== 'sale') return text(c, 'failure\nОжидается type=catalog или type=sale.');
  const db = c.var.db;
  if (mode === 'checkauth') {
    if (!(await exchangeOn(db))) return text(c, 'failure\nОбмен с 1С выключен: создайте учётную запись обмена в разделе «Сотрудники» или задайте EXCHANGE_1C_LOGIN и EXCHANGE_1C_PASSWORD.');
    const ip = clientIp(c);
    const header = c.req.header('Authorization');
    let counted: number[];
    try {
      // counted before the password is checked, in one locked step, so guesses sent at once are counted too
      counted = await take(db, [
        { bucket: 'checkauth-fail-login', key: `${basicLogin(header)}@${ip}`, rules: LOGIN_FAILURES },
        { bucket: 'checkauth-fail-ip', key: ip, rules: IP_FAILURES },
      ], (s) => `Слишком много неудачных попыток входа. Повторите через ${Math.ceil(s / 60)} мин.`);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return c.body(`failure\n${err.message}`, 429, {
        'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...err.headers,
      });
    }
    const who = await authenticate(db, header);
    if (!who) return text(c, 'failure\nНеверный логин или пароль.');
    await forget(db, counted);
    const token = await openSession(db, type, who.accountId);
    return text(c, `success\n${COOKIE}\n${token}`, { 'Set-Cookie': `${COOKIE}=${token}; Path=/api/exchange/1c; HttpOnly; SameSite=Strict` });
  }
  // every later call carries the session's cookie; the environment's login switched off, or the account blocked, ends its sessions
  const session = await findSession(db, c.req.header('Cookie'));
  if (!session) return text(c, 'failure\nНет сессии обмена: начните с mode=checkauth.');
  if (mode === 'init') return text(c, `zip=no\nfile_limit=${FILE_LIMIT}`);
  if (mode === 'complete' || mode === 'deactivate') return text(c, 'success');
  if (type === 'catalog') return catalog(c, session, mode);
  return sale(c, session, mode);
}

async function catalog(c: Context<AppEnv>, session: Session, mode: string | undefined): Promise<Response> {
  const filename = c.req.query('filename');
  if (mode === 'file') {
    if (c.req.method !== 'POST') return text(c, 'failure\nФайл передаётся методом POST.');
    const file = sessionFile(session, filename);
    if (!file) return text(c, `failure\nНедопустимое имя файла «${(filename ?? '').slice(0, 200)}»: только путь внутри папки обмена, без «..».`);
    if (!(await appendChunk(file, c.req.raw.body))) return text(c, `failure\nЧасть файла больше ${FILE_LIMIT} байт (file_limit).`);
    return text(c, 'success');
  }
  if (mode === 'import') return text(c, await importStep(c.var.db, session, filename, c.var.services.photos));
  return text(c, `failure\nНеизвестный режим «${(mode ?? '').slice(0, 50)}».`);
}

async function sale(c: Context<AppEnv>, session: Session, mode: string | undefined): Promise<Response> {
  if (mode === 'query') {
    return c.body(await saleQuery(c.var.db, session), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-store' });
  }
  if (mode === 'success') {
    await saleSuccess(c.var.db, session);
    return text(c, 'success');
  }
  if (mode === 'file') {
    if (c.req.method !== 'POST') return text(c, 'failure\nФайл передаётся методом POST.');
    const file = path.join(session.dir, 'sale', `${Date.now()}-${Math.random().toString(36).slice(2)}.xml`);
    if (!(await appendChunk(file, c.req.raw.body))) return text(c, `failure\nФайл больше ${FILE_LIMIT} байт.`);
    try {
      return text(c, await saleFile(c.var.db, c.var.services.payment, file));
    } catch (err) {
      if (err instanceof XmlFileError) return text(c, `failure\n${err.message}`);
      throw err;
    } finally {
      await fs.promises.rm(file, { force: true });
    }
  }
  return text(c, `failure\nНеизвестный режим «${(mode ?? '').slice(0, 50)}».`);
}

// documented, not validated: 1C is told what is wrong in its own protocol (`failure` and a reason)
const plain = { description: 'The protocol\'s answer: `success`, `progress` or `failure` and a reason on the next lines (init: zip and file_limit)', content: { 'text/plain': { schema: z.string() } } };
const describe = 'CommerceML 2 exchange with 1C (query: type=catalog|sale, mode=checkauth|init|file|import|query|success|complete, filename). checkauth takes HTTP Basic and hands out the session cookie the other calls carry.';
const get = createRoute({ method: 'get', path: EXCHANGE_PATH, description: describe, responses: { 200: plain } });
const post = createRoute({
  method: 'post', path: EXCHANGE_PATH, description: `${describe} POST: mode=file, the raw bytes of a file or of its next chunk (at most file_limit).`,
  responses: { 200: plain },
});

export const exchangeRoutes = createRouter();
openapi(exchangeRoutes, get, handle as never);
openapi(exchangeRoutes, post, handle as never);
