// What the home page shows for a shop: its page blocks in their order (spec §3 "Page block"), the
// goods of the 'Скидки недели' block and the shop's cashback groups for their carousel, loaded once
// per render.
import 'server-only';
import { cache } from 'react';
import { HOME_GOODS_LIMIT } from '@/domain/page-blocks';
import { getCashbackGroups, getMaxDiscount, getPageBlocks } from '@/lib/api/catalog';
import type { Good, PageBlock } from '@/contract';
import { errorFields, logger } from '@/lib/ops/log';
import { requestIdField } from '@/lib/ops/request-context';

/** A slide of the home carousel: the group without its goods, which the slide does not show. */
export type HomeCashbackGroup = { id: number; name: string; image: string };

export type HomeView = { blocks: PageBlock[]; weekSales: Good[]; cashback: HomeCashbackGroup[] };

/** The picture the API draws for every group, for a group stored without one. */
const groupImage = (id: number) => `/media/cashback/${id}.svg`;

/** Block types the home page renders (spec §3). */
export const BLOCK = { banners: 1, weekSales: 2, goodSet: 3, news: 4, goods: 5 } as const;

/** The shop's home page; null when the API does not know the shop (a stale cookie: a real 404). */
export const loadHome = cache(async (shopId: number): Promise<HomeView | null> => {
  const list = await getPageBlocks(shopId);
  if (!list) return null;
  const blocks = list.items.map((b) => (b.blockType === BLOCK.goods && b.goodsBlock
    ? { ...b, goodsBlock: { ...b.goodsBlock, goods: b.goodsBlock.goods.slice(0, HOME_GOODS_LIMIT) } }
    : b));
  const [weekSales, cashback] = await Promise.all([
    blocks.some((b) => b.blockType === BLOCK.weekSales)
      ? getMaxDiscount(shopId).then((l) => l.items, (e: unknown) => {
        // an extra block: the home page renders without it
        logger().error({ ...requestIdField(), ...errorFields(e) }, 'home page: week sales not loaded');
        return [] as Good[];
      })
      : [],
    getCashbackGroups(shopId).then(
      (l) => (l?.items ?? []).map((g) => ({ id: g.id, name: g.name, image: g.image ?? groupImage(g.id) })),
      (e: unknown) => {
        logger().error({ ...requestIdField(), ...errorFields(e) }, 'home page: cashback groups not loaded');
        return [] as HomeCashbackGroup[];
      },
    ),
  ]);
  return { blocks, weekSales, cashback };
});
