// What the product page needs, loaded once per render (metadata and page share it through cache()).
import 'server-only';
import { cache } from 'react';
import { getCatalog, getGood, getSameBrand, getSimilar } from '@/lib/api/catalog';
import type { Good } from '@/lib/api/types';

export type ProductView = { good: Good; parentName: string | null; sameBrand: Good[]; similar: Good[] };

/** Product ids are positive integers (some real ones have 11 digits). */
export function parseGoodId(value: string): number | null {
  if (!/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

// The lists around the product are extras: the page still renders when one of them fails.
const orEmpty = (p: Promise<{ 'hydra:member': Good[] }>) => p.then((c) => c['hydra:member'], () => [] as Good[]);

export const loadProduct = cache(async (shop: number, idParam: string): Promise<ProductView | null> => {
  const id = parseGoodId(idParam);
  if (id === null) return null;
  const good = await getGood(shop, id);
  if (!good) return null;
  const [parent, sameBrand, similar] = await Promise.all([
    good.catalog.parentId ? getCatalog(good.catalog.parentId).catch(() => null) : null,
    good.brand ? orEmpty(getSameBrand(shop, id)) : [],
    orEmpty(getSimilar(shop, id)),
  ]);
  return { good, parentName: parent?.name ?? null, sameBrand, similar };
});
