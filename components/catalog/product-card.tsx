// A good in a grid or a carousel: image, prices, discount, weight and measure, add to basket.
// A server component: only the add-to-basket control (with a small GoodSummary) reaches the browser.
import Link from 'next/link';
import { AddToBasket } from '@/components/basket/add-to-basket';
import { isAvailable } from '@/domain/basket';
import { MEASURE } from '@/domain/measure';
import { toGoodSummary, type Good } from '@/lib/api/types';
import { formatWeight } from '@/lib/format';
import { DiscountBadge, Prices } from './prices';
import s from './product-card.module.css';

export const FALLBACK_IMAGE = '/media/logo.svg';

/** The weight of one unit; goods sold by weight (кг, 100г) have none beyond their unit. */
export function unitWeight(measure: Good['measure']): string | null {
  if (measure.id === MEASURE.kilogram || measure.id === MEASURE.per100g || !(measure.grossWeight > 0)) return null;
  return formatWeight(measure.grossWeight);
}

export function ProductCard({ good }: { good: Good }) {
  const href = `/product/${good.id}`;
  const available = isAvailable(good);
  const weight = unitWeight(good.measure);
  return (
    <article className={`${s.card} ${available ? '' : s.out}`} data-testid="product-card" data-good-id={good.id}>
      <Link href={href} prefetch={false} className={s.imageLink} tabIndex={-1} aria-hidden="true">
        <img
          src={good.hasImage ? good.image : FALLBACK_IMAGE}
          alt=""
          width={240}
          height={240}
          loading="lazy"
          decoding="async"
          className={s.image}
        />
        <DiscountBadge article={good.article} className={s.badge} />
      </Link>
      <div className={s.body}>
        {good.brand && <div className={s.brand} data-testid="card-brand">{good.brand.name}</div>}
        <Link href={href} prefetch={false} className={s.name}>{good.name}</Link>
        <div className={s.meta}>
          {weight && <span>{weight}</span>}
          <span className={s.measure}>{good.measure.name}</span>
        </div>
        <div className={s.bottom}>
          {good.article && <Prices article={good.article} unit={good.measure.name} />}
          {available ? (
            <AddToBasket item={toGoodSummary(good)} variant="card" />
          ) : (
            <div className={s.outLabel}>Нет в наличии</div>
          )}
        </div>
      </div>
    </article>
  );
}
