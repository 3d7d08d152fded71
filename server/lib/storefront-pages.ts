// The one path for "this change makes these pages stale": tells the storefront which of its cached
// pages a committed change made stale (app/api/revalidate there), so a shopper sees a sold-out good,
// a good back in stock or a new rating at once rather than within the pages' 60 s revalidation.
// Best effort: a storefront that is away misses nothing the time-based revalidation does not catch
// up with.
//
// Every writer (a stock change, a published review; the catalogue exchange and the back office)
// calls revalidateAfterCommit inside its own transaction with the pages it stales, built from the
// page sets below: a NOTIFY, which PostgreSQL (and PGlite) delivers only if and when that
// transaction commits, so a rolled-back change tells nothing and a change deep inside another
// transaction (a cancellation's returned stock inside the admin's) is told when the whole commits.
// Every API process listens (listenStorefrontPages, started by server/main.ts), but only the one whose
// transaction it was acts, so a change is told once; the storefront's side is app/api/revalidate/route.ts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EMPTY_QUERY_SEGMENT } from '../../domain/listing';
import type { DbOrTx, Listen } from '../db/client';
import { shops } from '../db/schema';
import { env } from '../env';

/** The storefront to tell, or null when none is configured (the API alone, its tests). */
export function storefrontUrl(): string | null {
  if (env.STOREFRONT_URL) return env.STOREFRONT_URL.replace(/\/+$/, '');
  return env.PORT ? `http://127.0.0.1:${env.PORT}` : null;
}

const BATCH = 500;

// The page sets a writer names: each shop has its own copy of every public page (app/s/[shop]/…).

/** Each shop's product page of `goodIds`: `/s/{shop}/product/{id}` */
export const productPages = (shopIds: number[], goodIds: number[]): string[] =>
  shopIds.flatMap((shop) => goodIds.map((good) => `/s/${shop}/product/${good}`));

/**
 * Each shop's listing of `categoryIds` with no query: `/s/{shop}/category/{id}/_`. A sorted,
 * filtered or later page is one of countless URLs and revalidates by time.
 */
export const categoryPages = (shopIds: number[], categoryIds: number[]): string[] =>
  shopIds.flatMap((shop) => categoryIds.map((category) => `/s/${shop}/category/${category}/${EMPTY_QUERY_SEGMENT}`));

/** Each shop's home page: `/s/{shop}` */
export const homePages = (shopIds: number[]): string[] => shopIds.map((shop) => `/s/${shop}`);

/** Each shop's page of the news items `slugs`: `/s/{shop}/news/{slug}` */
export const newsPages = (shopIds: number[], slugs: string[]): string[] =>
  shopIds.flatMap((shop) => slugs.map((slug) => `/s/${shop}/news/${encodeURIComponent(slug)}`));

/** Each shop's discounts page: `/s/{shop}/discounts` */
export const discountPages = (shopIds: number[]): string[] => shopIds.map((shop) => `/s/${shop}/discounts`);

/** Every shop's id: the shops whose copies of a page a change to shop-independent data (a good's rating, its card) stales. */
export async function everyShop(tx: DbOrTx): Promise<number[]> {
  return (await tx.select({ id: shops.id }).from(shops).orderBy(shops.id)).map((r) => r.id);
}

/**
 * Sends `pages` to the storefront; resolves when it answered or gave up. Only the listener below
 * calls it: a writer names its pages with revalidateAfterCommit, so nothing is told before a commit.
 */
export async function revalidatePages(pages: string[], base = storefrontUrl()): Promise<void> {
  if (!base || pages.length === 0) return;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (env.STOREFRONT_SECRET) headers['X-Storefront-Key'] = env.STOREFRONT_SECRET;
  for (let i = 0; i < pages.length; i += BATCH) {
    try {
      const res = await fetch(`${base}/api/revalidate`, {
        method: 'POST', headers, body: JSON.stringify({ pages: pages.slice(i, i + BATCH) }), signal: AbortSignal.timeout(5_000),
      });
      await res.arrayBuffer();
      if (!res.ok) console.warn(`storefront pages: ${base} answered ${res.status} to a revalidation`);
    } catch (err) {
      console.warn(`storefront pages: ${base} not told (${err instanceof Error ? err.message : String(err)}); the pages revalidate by time`);
      return;
    }
  }
}

/** The NOTIFY channel of pages to revalidate; its payload is a PagesSignal. */
export const PAGES_CHANNEL = 'storefront_pages';
type PagesSignal = { from: string; pages: string[] };
/** This process: the listener acts only on its own transactions' signals. */
const PROCESS_ID = randomUUID();
// a NOTIFY payload must stay under 8,000 bytes
const SIGNAL_BYTES = 7_000;

/** Within `tx`: once it commits, this process tells the storefront that `pages` are stale; rolled back, nothing. */
export async function revalidateAfterCommit(tx: DbOrTx, pages: string[]): Promise<void> {
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const signal: PagesSignal = { from: PROCESS_ID, pages: batch };
    await tx.execute(sql`SELECT pg_notify(${PAGES_CHANNEL}, ${JSON.stringify(signal)})`);
    batch = [];
    bytes = 0;
  };
  for (const page of pages) {
    if (bytes + page.length + 3 > SIGNAL_BYTES) await flush();
    batch.push(page);
    bytes += page.length + 3;
  }
  await flush();
}

/** Acts on this process's committed signals by telling the storefront (`tell`); returns the stop. */
export function listenStorefrontPages(listen: Listen, tell: (pages: string[]) => Promise<void> = revalidatePages) {
  return listen(PAGES_CHANNEL, (payload) => {
    let signal: PagesSignal;
    try {
      signal = JSON.parse(payload) as PagesSignal;
    } catch {
      return;
    }
    if (signal.from === PROCESS_ID && Array.isArray(signal.pages)) void tell(signal.pages);
  });
}

/** What a stock UPDATE … RETURNING good_id, quantity (after), added (the change) gives back. */
export type StockMove = { good_id: string | number; quantity: string | number; added: string | number };

/**
 * The goods of `moves` whose product page changes its answer to "can I buy it": stock above zero
 * before and not after, or the other way round.
 */
export function availabilityFlips(moves: StockMove[]): number[] {
  return moves.filter((m) => {
    const after = Number(m.quantity);
    return (after > 0) !== (after - Number(m.added) > 0);
  }).map((m) => Number(m.good_id));
}

/** Within `tx`: after its commit, the product pages of shop `shopId` whose goods `moves` sold out or brought back. */
export async function stockPagesAfterCommit(tx: DbOrTx, shopId: number, moves: StockMove[]): Promise<void> {
  const flipped = availabilityFlips(moves);
  if (flipped.length) await revalidateAfterCommit(tx, productPages([shopId], flipped));
}
