// Tells the storefront which of its cached pages a committed change made stale (app/api/revalidate
// there), so a shopper sees a sold-out good or a new rating at once rather than within the pages'
// 60 s revalidation. Best effort, after the commit and never awaited by the request: a storefront
// that is away misses nothing the time-based revalidation does not catch up with.
import { env } from '../env';

/** The storefront to tell, or null when none is configured (the API alone, its tests). */
export function storefrontUrl(): string | null {
  if (env.STOREFRONT_URL) return env.STOREFRONT_URL.replace(/\/+$/, '');
  return env.PORT ? `http://127.0.0.1:${env.PORT}` : null;
}

const BATCH = 500;

/** Each shop's product page of `goodIds`: `/s/{shop}/product/{id}` */
export const productPages = (shopIds: number[], goodIds: number[]) =>
  shopIds.flatMap((shop) => goodIds.map((good) => `/s/${shop}/product/${good}`));

/** Sends `pages` to the storefront; resolves when it answered or gave up (callers need not wait). */
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
