// Regular price 'Цена' and card price 'По карте' (spec §1: card holders pay the lower card price).
import { discountPercent, hasCardDiscount } from '@/domain/price';
import type { Article } from '@/contract';
import { formatDiscount, formatMoney } from '@/lib/format';
import s from './prices.module.css';

export function Prices({ article, unit, size = 'card' }: { article: Article; unit?: string; size?: 'card' | 'page' }) {
  const { registerPrice, actualPrice } = article;
  const per = unit ? <span className={s.unit}> / {unit}</span> : null;
  if (!hasCardDiscount(article)) {
    return (
      <div className={`${s.prices} ${s[size]}`}>
        <div className={s.row}>
          <span className={s.label}>Цена</span>
          <span className={s.price} data-testid="actual-price">{formatMoney(registerPrice)}{per}</span>
        </div>
      </div>
    );
  }
  return (
    <div className={`${s.prices} ${s[size]}`}>
      <div className={s.row}>
        <span className={s.label}>Цена</span>
        <span className={s.regular}>{formatMoney(registerPrice)}{per}</span>
      </div>
      <div className={s.row}>
        <span className={s.label}>По карте</span>
        <span className={s.card} data-testid="actual-price">{formatMoney(actualPrice)}{per}</span>
      </div>
    </div>
  );
}

/** In place of the price of a good for adults before the age question: where the price will be. */
export function AdultPrice() {
  return (
    <div className={`${s.prices} ${s.card}`} data-testid="adult-price">
      <div className={s.row}>
        <span className={s.label}>Цена</span>
        {/* short enough for a phone's card; the rest for screen readers */}
        <span className={s.regular}>18+<span className="visually-hidden">, после подтверждения возраста</span></span>
      </div>
    </div>
  );
}

/** '-15%' badge; nothing when the good has no discount. */
export function DiscountBadge({ article, className }: { article: Article | null; className?: string }) {
  const percent = article ? discountPercent(article.registerPrice, article.actualPrice) : 0;
  if (percent === 0) return null;
  return <span className={`${s.badge} ${className ?? ''}`} aria-label={`Скидка ${Math.abs(percent)}%`}>{formatDiscount(percent)}</span>;
}
