// Week sales (type 2) and goods (type 5): product cards in a carousel.
import { ProductCard } from '@/components/catalog/product-card';
import type { Good } from '@/contract';
import { Slider } from '@/components/ui/slider';
import { Section } from './section';

/** priority: the carousel is at the top of the page; its first card is the largest paint on a phone */
export function GoodsCarousel({ id, title, goods, href, testId, priority = false }: {
  id: string; title: string; goods: Good[]; href?: string; testId?: string; priority?: boolean;
}) {
  if (goods.length === 0) return null;
  return (
    <div data-testid={testId}>
      <Section id={id} title={title} href={href}>
        <Slider label={title}>
          {goods.map((g, i) => <ProductCard key={g.id} good={g} priority={priority && i === 0} />)}
        </Slider>
      </Section>
    </div>
  );
}
