// Idempotency keys for the requests that must not run twice (the checkout's order creation):
// a client sends `Idempotency-Key: <uuid>`; the first answer to (scope, method + route, key) is kept and
// returned again for a retry with the same body. The same key with another body is a client error (422).
// Scope: the customer when one is signed in (c.var.customerId, set by the bearer middleware), else the
// client's address, so one client's key can never replay another's answer.
//
// The key and what it created commit together. The middleware does not write a claim of its own: the
// route takes the key (`c.var.idempotency.take(tx)`) as the FIRST statement of the transaction that
// writes its resource, and records its answer (`record`) in that same transaction. So:
//   - a crash before the commit leaves no row: a retry runs anew (nothing was created);
//   - a duplicate running at the same time blocks on the key's primary key until the first commits,
//     then finds the row and answers the first's result: exactly one runs;
//   - a crash after the commit leaves the row with the answer as far as the transaction knew it. A
//     final one (status set) is replayed; a provisional one (status null: the order committed, its
//     payment registration was under way) is completed by the route's `recover` once the first
//     request can no longer be running (STALE_MS), so a retry answers the order that exists.
// Routes using this middleware must take the key in their transaction; a refusal that rolled back
// (4xx) is stored after the fact, a server error (5xx) never: the client may retry with the same key.
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { IDEMPOTENCY_KEY_PATTERN } from '../../contract/limits';
import type { AppEnv, KeyClaim } from '../context';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { clientIp } from './client-ip';
import { HttpError } from './http';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);
/** Keys are kept a day: long enough for any retry. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** How long a duplicate waits for the first request's answer before it answers 409. */
const WAIT_MS = 10_000;
const POLL_MS = 25;
/**
 * A provisional answer older than this belongs to a request that died: longer than any request runs
 * after its commit (the payment gateway's timeout is 15 s), so `recover` never races a live one.
 */
export const STALE_MS = 60_000;

/** Thrown by `take`: another request with this key committed first; the middleware answers its result. */
export class KeyTaken extends HttpError {
  constructor() {
    super(409, 'Conflict', 'Запрос с этим Idempotency-Key уже выполнен.');
  }
}

type Options = {
  /** a stable name of the route, e.g. 'POST /api/orders' (defaults to method + matched path) */
  route?: string;
  required?: boolean;
  /** Completes the answer of a request that committed and died before answering, from its provisional body. */
  recover?: (c: Context<AppEnv>, body: unknown) => Promise<Response>;
};

type Row = typeof idempotencyKeys.$inferSelect;

function scopeOf(c: Context<AppEnv>): string {
  const customer = (c.var as Record<string, unknown>).customerId;
  return customer !== undefined && customer !== null ? `customer:${String(customer)}` : `client:${clientIp(c)}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const replay = (row: Row) => new Response(row.response ?? '', {
  status: row.status!,
  headers: { 'Content-Type': row.contentType ?? 'application/json', 'Idempotent-Replayed': 'true' },
});

export function idempotent(options: Options = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header(IDEMPOTENCY_HEADER);
    if (header === undefined) {
      if (options.required) throw new HttpError(400, 'Bad Request', 'Нужен заголовок Idempotency-Key.');
      await next();
      return;
    }
    if (!KEY.test(header)) {
      throw new HttpError(400, 'Bad Request', 'Idempotency-Key: от 8 до 128 латинских букв, цифр, «-» или «_».');
    }
    const key: string = header;
    const db = c.var.db;
    const scope = scopeOf(c);
    const route = options.route ?? `${c.req.method} ${c.req.routePath}`;
    const bodyHash = createHash('sha256').update(Buffer.from(await c.req.arrayBuffer())).digest('hex');
    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));
    await db.delete(idempotencyKeys).where(and(where, lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS))));

    /** The answer a committed row gives (waiting for a provisional one to become final), or null: run the request. */
    async function earlier(): Promise<Response | null> {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const [row] = await db.select().from(idempotencyKeys).where(where);
        if (!row) return null;
        if (row.bodyHash !== bodyHash) {
          throw new HttpError(422, 'Unprocessable Entity',
            'Этот Idempotency-Key уже использован для запроса с другим телом. Для нового запроса нужен новый ключ.');
        }
        if (row.status !== null) return replay(row);
        if (row.response === null) {
          // a claim without anything committed under it (written by an older version of this code): abandoned
          await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.status), isNull(idempotencyKeys.response)));
          continue;
        }
        if (options.recover && Date.now() - row.createdAt.getTime() > STALE_MS) {
          let res: Response;
          try {
            res = await options.recover(c, JSON.parse(row.response));
          } catch (err) {
            // as after a first run: a server error lets the key go (the route undid its resource)
            if (err instanceof HttpError && err.status >= 500) await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.status)));
            throw err;
          }
          await store(res);
          return res;
        }
        if (Date.now() > deadline) {
          throw new HttpError(409, 'Conflict', 'Запрос с этим Idempotency-Key ещё выполняется. Повторите позже.');
        }
        await sleep(POLL_MS);
      }
    }

    /** Keeps `res` as the key's answer: completes a provisional row, or writes a refusal that rolled back. */
    async function store(res: Response) {
      const values = { status: res.status, response: await res.clone().text(), contentType: res.headers.get('content-type') };
      const completed = await db.update(idempotencyKeys).set(values).where(and(where, isNull(idempotencyKeys.status)))
        .returning({ key: idempotencyKeys.key });
      if (completed.length === 0) await db.insert(idempotencyKeys).values({ scope, route, key, bodyHash, ...values }).onConflictDoNothing();
    }

    const before = await earlier();
    if (before) return before;

    let claimed = false;
    const claim: KeyClaim = {
      async take(tx) {
        const taken = await tx.insert(idempotencyKeys).values({ scope, route, key, bodyHash })
          .onConflictDoNothing().returning({ key: idempotencyKeys.key });
        if (taken.length === 0) throw new KeyTaken();
        claimed = true;
      },
      async record(tx, body, status) {
        await tx.update(idempotencyKeys)
          .set({ response: JSON.stringify(body), status: status ?? null, contentType: status === undefined ? null : 'application/json' })
          .where(where);
      },
    };
    c.set('idempotency', claim);
    await next();

    if (c.error instanceof KeyTaken) {
      // a duplicate committed first: this request wrote nothing, and answers what that one answered
      const answer = await earlier();
      if (answer) c.res = answer;
      return;
    }
    const res = c.res;
    if (res.status >= 500) {
      // not an answer to keep; a row committed under it (the order was cancelled after its commit) goes too
      if (claimed) await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.status)));
      return;
    }
    await store(res);
  };
}

/**
 * The database for a route whose service writes its change in one transaction of its own: that
 * transaction takes the key as its first statement and leaves a provisional answer before it
 * commits, so the key and the change commit together (a duplicate waits, then answers the first's
 * result; a request that died after its commit is answered by the route's `recover`). Without a key
 * in the request, the plain database.
 */
export function keyedDb(c: Context<AppEnv>): Db {
  const db = c.var.db;
  const claim = c.var.idempotency;
  if (!claim) return db;
  const transaction = ((fn: (tx: Tx) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) => db.transaction(async (tx) => {
    await claim.take(tx);
    const out = await fn(tx);
    await claim.record(tx, {});
    return out;
  }, config)) as Db['transaction'];
  return new Proxy(db, { get: (target, prop, receiver) => (prop === 'transaction' ? transaction : Reflect.get(target, prop, receiver)) });
}
