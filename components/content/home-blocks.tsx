// The home page, built from the shop's page blocks in their order (spec §3 "Page block").
import { getMaxDiscount } from '@/lib/api/catalog';
import type { Good, PageBlock } from '@/lib/api/types';
import { BannerSlider } from './banner-slider';
import { GoodSetTiles } from './good-set-tiles';
import { GoodsCarousel } from './goods-carousel';
import { NewsCards } from './news-cards';

/** Spec §9: the goods block shows at most 10 goods. */
export const HOME_GOODS_LIMIT = 10;

export async function HomeBlocks({ shopId, blocks }: { shopId: number; blocks: PageBlock[] }) {
  const weekSales: Good[] = blocks.some((b) => b.blockType === 2)
    ? await getMaxDiscount(shopId).then((c) => c['hydra:member']).catch((e) => {
      console.error('Главная: не удалось загрузить скидки недели', e);
      return [];
    })
    : [];

  return blocks.map((block, i) => {
    const id = `home-block-${i}`;
    switch (block.blockType) {
      case 1:
        return <BannerSlider key={block['@id']} block={block} index={i} />;
      case 2:
        return (
          <GoodsCarousel key={block['@id']} id={id} title={block.title ?? 'Скидки недели'} goods={weekSales}
            href="/discounts" testId="week-sales-block" />
        );
      case 3: {
        const set = block.goodSetBlock?.goodSets[0];
        return set ? <GoodSetTiles key={block['@id']} id={id} title={block.title} set={set} /> : null;
      }
      case 4:
        return <NewsCards key={block['@id']} id={id} block={block} />;
      case 5:
        return (
          <GoodsCarousel key={block['@id']} id={id} title={block.title ?? 'Товары'}
            goods={(block.goodsBlock?.goods ?? []).slice(0, HOME_GOODS_LIMIT)} testId="goods-block" />
        );
      default:
        return null;
    }
  });
}
