// What the specs share: the test API's address and helpers that look real ids and names up in it,
// so specs follow the demo data instead of hard-coding it.
import { test as base, expect, type BrowserContext } from '@playwright/test';
import type { HydraCollection } from '@/contract';
import { SHOP_COOKIE } from '@/lib/shop-choice';
import { E2E_API_PORT, E2E_PORT } from './ports';

export { expect };
export const test = base;

export const API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** GET from the shop API the storefront under test uses; throws on a non-2xx answer. */
export async function apiGet<T = any>(path: string): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, { headers: { 'API-CONSUMER': 'site', Accept: 'application/ld+json' } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The members of a hydra collection. */
export async function apiMembers<T = any>(path: string): Promise<T[]> {
  return (await apiGet<HydraCollection<T>>(path))['hydra:member'];
}

/** Chooses the shop whose prices and stock the storefront shows (the `shop` cookie). */
export async function chooseShop(context: BrowserContext, shopId: number) {
  await context.addCookies([{ name: SHOP_COOKIE, value: String(shopId), url: BASE_URL }]);
}
