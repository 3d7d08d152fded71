// Writes through the /api proxy that change what a cached public page shows, and the pages they
// change. Today one: a published review changes its good's rating and review list, so that good's
// product page is dropped from the page cache for every shop (each shop has its own copy, /s/{shop}/…)
// and its next request renders it afresh. Rejections change no public page.
import 'server-only';
import { revalidatePath } from 'next/cache';
import { fetchShopIds } from '@/lib/api/shop-ids';
import { env } from '@/lib/env';

const PUBLISH = /^\/api\/reviews\/[1-9]\d{0,15}\/publish$/;

/** The product pages a proxied call made stale (none for most calls). */
export async function stalePages(method: string, pathname: string, res: Response): Promise<string[]> {
  if (method !== 'POST' || !PUBLISH.test(pathname) || !res.ok) return [];
  const review = (await res.clone().json().catch(() => null)) as { goodId?: unknown } | null;
  const goodId = review?.goodId;
  if (typeof goodId !== 'number' || !Number.isSafeInteger(goodId)) return [];
  const shops = await fetchShopIds(env.shopApiUrl()).catch(() => null);
  return [...(shops ?? [])].map((shop) => `/s/${shop}/product/${goodId}`);
}

/** Drops the pages a successful proxied write made stale from the page cache. */
export async function revalidateAfter(method: string, pathname: string, res: Response): Promise<void> {
  for (const path of await stalePages(method, pathname, res)) revalidatePath(path);
}
