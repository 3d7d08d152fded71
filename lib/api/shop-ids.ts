// The ids of the shops the API knows, for the edge middleware's cookie check: a plain fetch (no ky,
// no env module), reshaped here so the middleware does not read hydra keys itself.
import { toList } from './list';
import type { HydraCollection } from '@/contract';

/** The shop ids, or null when the API answers anything but 2xx; a network failure throws. */
export async function fetchShopIds(apiBase: string): Promise<Set<number> | null> {
  const res = await fetch(`${apiBase}/api/shops`, { headers: { 'API-CONSUMER': 'site' }, signal: AbortSignal.timeout(5_000) });
  if (!res.ok) return null;
  return new Set(toList((await res.json()) as HydraCollection<{ id: number }>).items.map((s) => s.id));
}
