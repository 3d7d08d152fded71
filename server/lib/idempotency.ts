// Idempotency keys for the requests that must not run twice (the checkout's order creation):
// a client sends `Idempotency-Key: <uuid>`; the first answer to (scope, method + route, key) is kept and
// returned again for a retry with the same body. The same key with another body is a client error
// (422); a duplicate arriving while the first is still running waits for its answer, so exactly one runs.
// Scope: the customer when one is signed in (c.var.customerId, set by the accounts work), else the
// client's address, so one client's key can never replay another's answer.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { IDEMPOTENCY_KEY_PATTERN } from '../../contract/limits';
import type { AppEnv } from '../context';
import { idempotencyKeys } from '../db/schema';
import { clientIp } from './client-ip';
import { HttpError } from './http';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);
/** Keys are kept a day: long enough for any retry. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const WAIT_MS = 10_000;
const POLL_MS = 25;

type Options = { /** a stable name of the route, e.g. 'POST /api/orders' (defaults to method + matched path) */ route?: string; required?: boolean };

function scopeOf(c: Context<AppEnv>): string {
  const customer = (c.var as Record<string, unknown>).customerId;
  return customer !== undefined && customer !== null ? `customer:${String(customer)}` : `client:${clientIp(c)}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function idempotent(options: Options = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) {
      if (options.required) throw new HttpError(400, 'Bad Request', 'Нужен заголовок Idempotency-Key.');
      await next();
      return;
    }
    if (!KEY.test(key)) {
      throw new HttpError(400, 'Bad Request', 'Idempotency-Key: от 8 до 128 латинских букв, цифр, «-» или «_».');
    }
    const db = c.var.db;
    const scope = scopeOf(c);
    const route = options.route ?? `${c.req.method} ${c.req.routePath}`;
    const bodyHash = createHash('sha256').update(Buffer.from(await c.req.arrayBuffer())).digest('hex');
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));

    // Claim the key; the primary key lets exactly one of several concurrent duplicates insert it.
    await db.delete(idempotencyKeys).where(and(where, lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS))));
    const claimed = await db.insert(idempotencyKeys).values({ scope, route, key, bodyHash })
      .onConflictDoNothing().returning({ key: idempotencyKeys.key });

    if (claimed.length === 0) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const [row] = await db.select().from(idempotencyKeys).where(where);
        if (!row) break; // the first attempt failed and let the key go: this one runs
        if (row.bodyHash !== bodyHash) {
          throw new HttpError(422, 'Unprocessable Entity',
            'Этот Idempotency-Key уже использован для запроса с другим телом. Для нового запроса нужен новый ключ.');
        }
        if (row.status !== null) {
          return new Response(row.response ?? '', {
            status: row.status,
            headers: { 'Content-Type': row.contentType ?? 'application/json', 'Idempotent-Replayed': 'true' },
          });
        }
        if (Date.now() > deadline) {
          throw new HttpError(409, 'Conflict', 'Запрос с этим Idempotency-Key ещё выполняется. Повторите позже.');
        }
        await sleep(POLL_MS);
      }
      return idempotent(options)(c, next);
    }

    let stored = false;
    try {
      await next();
      const res = c.res;
      // a server error is not an answer to keep: the client may retry with the same key
      if (res.status < 500) {
        const text = await res.clone().text();
        await db.update(idempotencyKeys)
          .set({ status: res.status, response: text, contentType: res.headers.get('content-type') })
          .where(where);
        stored = true;
      }
    } finally {
      if (!stored) await db.delete(idempotencyKeys).where(where);
    }
  };
}
