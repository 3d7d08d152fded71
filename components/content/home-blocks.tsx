// The home page, built from the shop's page blocks in their order (spec §3 "Page block"), then the
// blocks every home page has (checkout-account-admin.md §1): the cashback groups' carousel, the
// loyalty card banner and the app. The data comes from lib/data/home.ts.
import { CashbackCarousel } from '@/components/cashback/cashback-carousel';
import { BLOCK, type HomeView } from '@/lib/data/home';
import { BannerSlider } from './banner-slider';
import { GoodSetTiles } from './good-set-tiles';
import { GoodsCarousel } from './goods-carousel';
import { NewsCards } from './news-cards';
import { AppBlock, LoyaltyBanner } from './promo-blocks';

export function HomeBlocks({ blocks, weekSales, cashback }: HomeView) {
  return (
    <>
      <PageBlocks blocks={blocks} weekSales={weekSales} />
      <CashbackCarousel id="home-cashback" groups={cashback} />
      <LoyaltyBanner />
      <AppBlock />
    </>
  );
}

function PageBlocks({ blocks, weekSales }: Pick<HomeView, 'blocks' | 'weekSales'>) {
  return blocks.map((block, i) => {
    const id = `home-block-${i}`;
    switch (block.blockType) {
      case BLOCK.banners:
        return <BannerSlider key={block['@id']} block={block} index={i} />;
      case BLOCK.weekSales:
        return (
          <GoodsCarousel key={block['@id']} id={id} title={block.title ?? 'Скидки недели'} goods={weekSales}
            href="/discounts" testId="week-sales-block" priority={i < 2} />
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
            goods={block.goodsBlock?.goods ?? []} testId="goods-block" priority={i < 2} />
        );
      default:
        return null;
    }
  });
}
