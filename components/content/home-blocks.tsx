// The home page, built from the shop's page blocks in their order (spec §3 "Page block"); the data
// comes from lib/data/home.ts.
import { BLOCK, type HomeView } from '@/lib/data/home';
import { BannerSlider } from './banner-slider';
import { GoodSetTiles } from './good-set-tiles';
import { GoodsCarousel } from './goods-carousel';
import { NewsCards } from './news-cards';

export function HomeBlocks({ blocks, weekSales }: HomeView) {
  return blocks.map((block, i) => {
    const id = `home-block-${i}`;
    switch (block.blockType) {
      case BLOCK.banners:
        return <BannerSlider key={block['@id']} block={block} index={i} />;
      case BLOCK.weekSales:
        return (
          <GoodsCarousel key={block['@id']} id={id} title={block.title ?? 'Скидки недели'} goods={weekSales}
            href="/discounts" testId="week-sales-block" />
        );
      case BLOCK.goodSet: {
        const set = block.goodSetBlock?.goodSets[0];
        return set ? <GoodSetTiles key={block['@id']} id={id} title={block.title} set={set} /> : null;
      }
      case BLOCK.news:
        return <NewsCards key={block['@id']} id={id} block={block} />;
      case BLOCK.goods:
        return (
          <GoodsCarousel key={block['@id']} id={id} title={block.title ?? 'Товары'}
            goods={block.goodsBlock?.goods ?? []} testId="goods-block" />
        );
      default:
        return null;
    }
  });
}
