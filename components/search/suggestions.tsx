'use client';
// The dropdown under the search box: image, the whole name (a link to the product), the price and,
// as cards show it, the card price when it is lower.
import Link from 'next/link';
import type { Suggestion } from '@/lib/search/suggest-cache';
import { hasCardDiscount } from '@/domain/price';
import { formatMoney } from '@/lib/format';
import { useAdultConfirmed } from '@/components/catalog/age-store';
import s from './search-box.module.css';

import { FALLBACK_IMAGE } from '@/lib/media';

type Props = {
  id: string;
  goods: Suggestion[];
  /** what the goods were found by, when not the text typed: said above them, as the results page does */
  correctedQuery?: string;
  active: number;
  allHref: string;
  onPick: () => void;
  onHover: (index: number) => void;
};

export function Suggestions({ id, goods, correctedQuery, active, allHref, onPick, onHover }: Props) {
  const adult = useAdultConfirmed();
  return (
    <div className={s.dropdown} data-testid="search-suggestions">
      {correctedQuery && goods.length > 0 && (
        <p className={s.corrected} data-testid="suggestions-corrected">Показаны результаты по запросу «{correctedQuery}»</p>
      )}
      {goods.length === 0 ? (
        <p className={s.empty}>Ничего не найдено</p>
      ) : (
        <ul id={id} role="listbox" aria-label="Подсказки поиска" className={s.list}>
          {goods.map((g, i) => (
            <li
              key={g.id}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              className={s.item}
              data-active={i === active || undefined}
              onMouseEnter={() => onHover(i)}
            >
              <img src={g.hasImage ? g.image : FALLBACK_IMAGE} alt="" width={48} height={48} className={s.thumb} loading="lazy" />
              <Link href={`/product/${g.id}`} prefetch={false} className={s.name} onClick={onPick} tabIndex={-1}>
                {g.name}
              </Link>
              <span className={s.prices}>
                {g.adult && !adult ? (
                  // a good for adults shows no price before the age question: its page asks it
                  <span className={s.missing} data-testid="suggestion-adult">18+</span>
                ) : g.article ? (
                  <>
                    <span className={s.price} data-testid="suggestion-price">{formatMoney(g.article.registerPrice)}</span>
                    {/* as on cards: the card price only when it is lower, in the cards' sale colour */}
                    {hasCardDiscount(g.article) && (
                      <span className={s.cardPrice} data-testid="suggestion-card-price">
                        <span className={s.cardLabel}>По карте</span> {formatMoney(g.article.actualPrice)}
                      </span>
                    )}
                  </>
                ) : (
                  <span className={s.missing}>Нет в наличии</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link href={allHref} prefetch={false} className={s.all} onClick={onPick} tabIndex={-1}>
        Все результаты поиска
      </Link>
    </div>
  );
}
