// The ids of the shops the API knows, for the middleware's cookie check, reshaped here so the
// middleware does not read hydra keys itself.
import { isApiError } from './client';
import { apiFetch } from './fetch';
import { toList } from './list';
import type { HydraCollection } from '@/contract';

/** The shop ids, or null when the API answers anything but 2xx; a network failure throws. */
export async function fetchShopIds(apiBase: string): Promise<Set<number> | null> {
  try {
    const shops = await apiFetch<HydraCollection<{ id: number }>>('/api/shops', { base: apiBase, timeoutMs: 5_000 });
    return new Set(toList(shops).items.map((s) => s.id));
  } catch (e) {
    if (isApiError(e)) return null;
    throw e;
  }
}
