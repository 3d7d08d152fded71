// The exchange accounts (the staff's «обмен с 1С» role, decision 194): a login and password 1C signs
// in to /api/exchange/1c with, and nothing else. Created with the password the admin typed (1C's
// settings need it as typed; no SMS), blocked and unblocked at the version read (stale: 409). A
// blocked account's exchange sessions end at once: findSession (services/exchange/sessions.ts) takes
// no session of a blocked account. Every change records its audit row in its transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExchangeAccount, ExchangeAccountInput } from '../../contract';
import type { Db } from '../db/client';
import { exchangeAccounts } from '../db/schema';
import { HttpError, notFound, staleVersion } from '../lib/http';
import { hashPassword } from './auth/passwords';
import { isUniqueViolation } from './admin-promo-codes';
import { recordAudit, type AuditActor } from './audit';

type Row = typeof exchangeAccounts.$inferSelect;

const taken = (login: string) => new HttpError(409, 'Conflict', `Логин «${login}» уже занят.`, [{ propertyPath: 'login', message: `Логин «${login}» уже занят.` }]);

const toAccount = (r: Row): ExchangeAccount => ({
  '@type': 'ExchangeAccount', id: r.id, name: r.name, login: r.login, state: r.blocked ? 'blocked' : 'active',
  createdAt: r.createdAt.toISOString(), lastSignInAt: r.lastSignInAt?.toISOString() ?? null, version: r.version,
});

export async function listExchangeAccounts(db: Db): Promise<ExchangeAccount[]> {
  return (await db.select().from(exchangeAccounts).orderBy(asc(exchangeAccounts.name), asc(exchangeAccounts.id))).map(toAccount);
}

export async function createExchangeAccount(db: Db, actor: AuditActor, v: z.output<typeof ExchangeAccountInput>): Promise<ExchangeAccount> {
  const passwordHash = await hashPassword(v.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(exchangeAccounts).values({ name: v.name, login: v.login, passwordHash }).returning();
      // the password never goes into the log
      await recordAudit(tx, actor, { kind: 'exchange_account.create', target: `exchange_account:${row.id}`, after: { name: row.name, login: row.login } });
      return toAccount(row);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw taken(v.login);
    throw e;
  }
}

export function setExchangeAccountBlocked(db: Db, actor: AuditActor, id: number, version: number, blocked: boolean): Promise<ExchangeAccount> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(exchangeAccounts).where(eq(exchangeAccounts.id, id)).for('update');
    if (!before) throw notFound('Учётная запись обмена не найдена.');
    const [row] = await tx.update(exchangeAccounts).set({ blocked, version: sql`${exchangeAccounts.version} + 1` })
      .where(and(eq(exchangeAccounts.id, id), eq(exchangeAccounts.version, version))).returning();
    if (!row) throw staleVersion();
    await recordAudit(tx, actor, {
      kind: blocked ? 'exchange_account.block' : 'exchange_account.unblock', target: `exchange_account:${id}`,
      before: { state: before.blocked ? 'blocked' : 'active' }, after: { state: blocked ? 'blocked' : 'active' },
    });
    return toAccount(row);
  });
}
