// Week sales (type 2) and goods (type 5): product cards in a carousel.
import { ProductCard } from '@/components/catalog/product-card';
import type { Good } from '@/contract';
import { Slider } from '@/components/ui/slider';
import { Section } from './section';

export function GoodsCarousel({ id, title, goods, href, testId }: {
  id: string; title: string; goods: Good[]; href?: string; testId?: string;
}) {
  if (goods.length === 0) return null;
  return (
    <div data-testid={testId}>
      <Section id={id} title={title} href={href}>
        <Slider label={title}>
          {goods.map((g) => <ProductCard key={g.id} good={g} />)}
        </Slider>
      </Section>
    </div>
  );
}
