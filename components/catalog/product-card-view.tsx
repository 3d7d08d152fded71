'use client';
// The card's markup (and the heart over its image, for signed-in customers). A client component on purpose: cards fill listings and sliders, and as client
// components they travel in the page's RSC payload as this compact CardGood, not as element trees.
import Link from 'next/link';
import { AddToBasket } from '@/components/basket/add-to-basket';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { isAvailable, type GoodSummary } from '@/domain/basket';
import { packSize, unitLabel } from '@/domain/measure';
import { FALLBACK_IMAGE } from '@/lib/media';
import { photoSrcSet } from '@/domain/photos';
import { useAdultConfirmed } from './age-store';
import { AdultPrice, DiscountBadge, Prices } from './prices';
import s from './product-card.module.css';

export type CardGood = GoodSummary & { brand: string | null };

export function ProductCardView({ good, priority = false }: { good: CardGood; priority?: boolean }) {
  const href = `/product/${good.id}`;
  const available = isAvailable(good);
  // the size on the pack ('930 мл', '6 × 1,5 л'), not the gross weight with the packaging
  const size = packSize(good.name, good.measure);
  const unit = unitLabel(good.measure);
  const { brand, ...item } = good;
  // a good for adults shows its price once the visitor said they are 18 (search, home blocks, favourites alike)
  const adult = useAdultConfirmed();
  const priced = !good.catalog.hasAgeRestrictions || adult;
  return (
    <article className={`${s.card} ${available ? '' : s.out}`} data-testid="product-card" data-good-id={good.id}>
      <Link href={href} prefetch={false} className={s.imageLink} tabIndex={-1} aria-hidden="true">
        <img
          src={good.hasImage ? good.image : FALLBACK_IMAGE}
          srcSet={good.hasImage ? photoSrcSet(good.image, 600) : undefined}
          // two cards a row on a phone, a 240 px card on a desktop
          sizes={good.hasImage && photoSrcSet(good.image) ? '(max-width: 640px) 50vw, 240px' : undefined}
          alt=""
          width={240}
          height={240}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={s.image}
        />
        <DiscountBadge article={good.article} className={s.badge} />
      </Link>
      <FavoriteButton goodId={good.id} className={s.favorite} />
      <div className={s.body}>
        {brand && <div className={s.brand} data-testid="card-brand">{brand}</div>}
        <Link href={href} prefetch={false} className={s.name}>{good.name}</Link>
        <div className={s.meta}>
          {size !== null && <span data-testid="card-size">{size}</span>}
          <span className={s.measure}>{unit}</span>
        </div>
        <div className={s.bottom}>
          {good.article && (priced ? <Prices article={good.article} unit={unit} /> : <AdultPrice />)}
          {available ? <AddToBasket item={item} variant="card" /> : <div className={s.outLabel}>Нет в наличии</div>}
        </div>
      </div>
    </article>
  );
}
