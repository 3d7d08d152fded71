// A signed-in customer's basket on the server (decision 0197): read, saved with a version (the save
// of a device that had not seen the latest one is refused, and that device reads the basket again),
// and the abandoned-basket notification a day after the last change, for customers who allow offers.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { NOTIFICATION_CHANNEL, type CustomerBasket, type CustomerBasketUpdate } from '../../contract';
import { plural } from '../../domain/plural';
import { messagesFromEnv, type Messages } from '../adapters/messages';
import type { Db, DbOrTx } from '../db/client';
import { customerBaskets, customers, notifications } from '../db/schema';
import { clock } from '../lib/clock';
import { staleVersion } from '../lib/http';
import { readSettings } from './account/settings';

/** How long a basket waits unchanged before its reminder (a day, as the issue asks). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
/** Reminders one sweep sends at most: a backlog goes out over several sweeps. */
const SWEEP_BATCH = 200;

type Row = typeof customerBaskets.$inferSelect;
const toBasket = (r: Row | undefined): CustomerBasket => r
  ? { lines: r.lines as CustomerBasket['lines'], version: r.version, updatedAt: r.updatedAt.toISOString() }
  : { lines: [], version: 0, updatedAt: null };

export async function readBasket(db: DbOrTx, customerId: number): Promise<CustomerBasket> {
  const [row] = await db.select().from(customerBaskets).where(eq(customerBaskets.customerId, customerId));
  return toBasket(row);
}

/** Saves the lines if `version` is the saved one (0: none saved yet); the new version is one more. */
export async function saveBasket(db: DbOrTx, customerId: number, update: CustomerBasketUpdate): Promise<CustomerBasket> {
  // each save is one statement, atomic on its own: no transaction around it
  const now = clock.now();
  const [row] = update.version === 0
    // the first save: two devices saving at once meet on the primary key, and the later one is stale
    ? await db.insert(customerBaskets).values({ customerId, lines: update.lines, version: 1, updatedAt: now }).onConflictDoNothing().returning()
    : await db.update(customerBaskets)
      .set({ lines: update.lines, version: sql`${customerBaskets.version} + 1`, updatedAt: now, remindedAt: null })
      .where(and(eq(customerBaskets.customerId, customerId), eq(customerBaskets.version, update.version))).returning();
  if (!row) throw staleVersion();
  return toBasket(row);
}

/**
 * Baskets with goods left unchanged for ABANDONED_AFTER_MS get one notification each (and an email
 * where the customer asked offers by email): only when the customer allows offers at all
 * (settings' sendAdvertisement). Each is marked reminded, sent or not, so it is looked at once per
 * change. Returns how many notifications went.
 */
export async function remindAbandonedBaskets(db: Db, messages: Messages = messagesFromEnv()): Promise<number> {
  const due = await db.select({ customerId: customerBaskets.customerId, version: customerBaskets.version })
    .from(customerBaskets)
    .where(and(isNull(customerBaskets.remindedAt), lt(customerBaskets.updatedAt, new Date(clock.now().getTime() - ABANDONED_AFTER_MS)),
      sql`jsonb_array_length(${customerBaskets.lines}) > 0`))
    .orderBy(customerBaskets.updatedAt).limit(SWEEP_BATCH);
  let sent = 0;
  for (const { customerId, version } of due) {
    sent += await db.transaction(async (tx) => {
      // the version unchanged: a save since the select is a new basket, left for its own day
      const [basket] = await tx.update(customerBaskets).set({ remindedAt: clock.now() })
        .where(and(eq(customerBaskets.customerId, customerId), eq(customerBaskets.version, version), isNull(customerBaskets.remindedAt)))
        .returning({ lines: customerBaskets.lines });
      if (!basket) return 0;
      const settings = await readSettings(tx, customerId);
      if (settings.sendAdvertisement.length === 0) return 0;
      const count = basket.lines.length;
      const title = 'Товары ждут в корзине';
      const message = `В вашей корзине ${count} ${plural(count, 'товар', 'товара', 'товаров')}. Оформите заказ, пока они есть в наличии.`;
      await tx.insert(notifications).values({ customerId, orderId: null, title, message, createdAt: clock.now() });
      if (settings.sendAdvertisement.includes(NOTIFICATION_CHANNEL.email)) {
        const [c] = await tx.select({ email: customers.email, confirmed: customers.isEmailConfirmed }).from(customers).where(eq(customers.id, customerId));
        if (c?.email && c.confirmed) {
          try {
            await messages.send(tx as Db, { channel: 'email', to: c.email, text: `${title}. ${message}`, link: '/basket' });
          } catch (err) {
            console.error(`[basket] reminder email for customer ${customerId}: ${(err as Error).message}`);
          }
        }
      }
      return 1;
    });
  }
  return sent;
}
