// Goods in a responsive grid; the empty state says why there is nothing to show.
import type { ReactNode } from 'react';
import type { Good } from '@/contract';
import { ProductCard } from './product-card';
import s from './product-grid.module.css';

export function ProductGrid({ goods, empty, anchorFrom }: { goods: Good[]; empty?: ReactNode; anchorFrom?: number }) {
  if (goods.length === 0) return <div className={s.empty}>{empty ?? 'Товаров не найдено.'}</div>;
  return (
    <ul className={s.grid} data-testid="product-grid">
      {goods.map((g, i) => (
        // The first good of a 'Показать ещё' step is the anchor the browser scrolls to without JS.
        <li key={g.id} id={anchorFrom !== undefined && i === anchorFrom ? 'more' : undefined}>
          {/* the first row on a phone: its images are what the page paints largest */}
          <ProductCard good={g} priority={i < 2} />
        </li>
      ))}
    </ul>
  );
}
