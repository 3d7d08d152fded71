// A good in a grid or a carousel: image, prices, discount, weight and measure, add to basket.
// Reduces the Good to what the card shows before it crosses to the (client) card view.
import { toGoodSummary, type Good } from '@/lib/api/types';
import { ProductCardView } from './product-card-view';

export function ProductCard({ good }: { good: Good }) {
  return <ProductCardView good={{ ...toGoodSummary(good), brand: good.brand?.name ?? null }} />;
}
