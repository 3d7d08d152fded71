// A good in a grid or a carousel: image, prices, discount, weight and measure, add to basket.
// Reduces the Good to what the card shows before it crosses to the (client) card view.
import { type Good } from '@/contract';
import { toGoodSummary } from '@/domain/basket';
import { ProductCardView } from './product-card-view';

/** priority: one of the first cards on screen, whose image is likely the page's largest paint */
export function ProductCard({ good, priority = false }: { good: Good; priority?: boolean }) {
  return <ProductCardView good={{ ...toGoodSummary(good), brand: good.brand?.name ?? null }} priority={priority} />;
}
