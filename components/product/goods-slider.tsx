// A titled carousel of product cards ('Другие товары бренда', 'Похожие товары').
import { ProductCard } from '@/components/catalog/product-card';
import { Slider } from '@/components/ui/slider';
import type { Good } from '@/contract';
import s from './goods-slider.module.css';

export function GoodsSlider({ title, goods, testId }: { title: string; goods: Good[]; testId?: string }) {
  const id = `${testId ?? 'goods'}-title`;
  return (
    <section className={s.section} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={s.title}>{title}</h2>
      <Slider label={title}>
        {goods.map((g) => <ProductCard key={g.id} good={g} />)}
      </Slider>
    </section>
  );
}
