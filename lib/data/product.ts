// What the product page needs, loaded once per render (metadata and page share it through cache()).
import 'server-only';
import { cache } from 'react';
import { MAX_GOOD_ID, parsePositiveId } from '@/domain/ids';
import { getCatalog, getGood, getSameBrand, getSimilar } from '@/lib/api/catalog';
import type { List } from '@/lib/api/list';
import type { Good } from '@/contract';

export type ProductView = { good: Good; parentName: string | null; sameBrand: Good[]; similar: Good[] };

// The lists around the product are extras: the page still renders when one of them fails.
const orEmpty = (p: Promise<List<Good>>) => p.then((l) => l.items, () => [] as Good[]);

export const loadProduct = cache(async (shop: number, idParam: string): Promise<ProductView | null> => {
  const id = parsePositiveId(idParam, MAX_GOOD_ID);
  if (id === null) return null;
  // The lists around the product need only its id: asked together with the product, not after it
  // (one API round trip less on a cold render). Failures already resolve to [].
  const similar = orEmpty(getSimilar(shop, id));
  const sameBrand = orEmpty(getSameBrand(shop, id));
  const good = await getGood(shop, id);
  if (!good) return null;
  const [parent, sameBrandGoods, similarGoods] = await Promise.all([
    good.catalog.parentId ? getCatalog(good.catalog.parentId).catch(() => null) : null,
    good.brand ? sameBrand : [],
    similar,
  ]);
  return { good, parentName: parent?.name ?? null, sameBrand: sameBrandGoods, similar: similarGoods };
});
