'use client';
// The quantity of a basket line: −, a field the shopper can type into, + (storefront spec §5,
// checkout spec §5). Cards, the product page and the basket share it. The field keeps what is being
// typed to itself and applies it when the shopper leaves it (blur or Enter): rounded to the step and
// clamped to min..max by domain/basket.ts; empty or zero removes the line; Escape puts it back.
import { useRef, useState, type KeyboardEvent } from 'react';
import { inputBounds, readTypedQuantity, roundQuantity, type BasketLine } from '@/domain/basket';
import { displayQuantity, MEASURE } from '@/domain/measure';
import { formatQuantity } from '@/lib/format';
import { basket } from './basket-store';
import styles from './quantity-stepper.module.css';

type Props = {
  line: BasketLine;
  /** the good's name, for the labels screen readers announce */
  name: string;
  /** the basket page caps at 99 (basketInputMax); cards and the product page at the line's max */
  max?: number;
  size?: 'card' | 'page' | 'basket';
  /** called after − or a typed zero took the line away */
  onRemoved?: () => void;
};

/** What follows the number: 'шт', 'кг', and for per-100-gram goods the portion, '× 100 г'. */
function unitAfter(line: Pick<BasketLine, 'measureId' | 'measure'>): string {
  return line.measureId === MEASURE.per100g ? '× 100 г' : line.measure;
}

export function QuantityStepper({ line, name, max = line.max, size = 'card', onRemoved }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const cancelled = useRef(false);
  const shown = formatQuantity(displayQuantity(line.measureId, line.quantity));
  const bounds = inputBounds(line, max);
  const unit = unitAfter(line);

  const commit = (text: string) => {
    const typed = readTypedQuantity(text, line, max);
    if (typed.action === 'remove') {
      basket.remove(line.id);
      onRemoved?.();
    } else if (typed.action === 'set') {
      basket.setQuantity(line.id, typed.quantity);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      e.currentTarget.blur();
    } else if (e.key === 'Escape') {
      cancelled.current = true;
      e.currentTarget.blur();
    }
  };

  const decrement = () => {
    const removing = roundQuantity(line.quantity - line.step) < line.min;
    basket.decrement(line.id);
    if (removing) onRemoved?.();
  };

  return (
    <div className={`${styles.stepper} ${styles[size]}`} role="group" aria-label={`Количество: ${name}`} data-testid="quantity-stepper">
      <button type="button" className={styles.step} aria-label="Уменьшить количество" onClick={decrement}>
        −
      </button>
      <label className={styles.field}>
        <input
          className={styles.input}
          type="text"
          inputMode={line.step < 1 && line.measureId !== MEASURE.per100g ? 'decimal' : 'numeric'}
          enterKeyHint="done"
          autoComplete="off"
          role="spinbutton"
          aria-label={`Количество, ${unit}`}
          aria-valuenow={displayQuantity(line.measureId, line.quantity)}
          aria-valuetext={`${shown} ${unit}`}
          aria-valuemin={bounds.min}
          aria-valuemax={bounds.max}
          data-testid="quantity-input"
          size={Math.max(2, (draft ?? shown).length)}
          value={draft ?? shown}
          onFocus={(e) => {
            setDraft(shown);
            e.currentTarget.select();
          }}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            const text = draft ?? shown;
            setDraft(null);
            if (cancelled.current) cancelled.current = false;
            else if (text !== shown) commit(text);
          }}
        />
        <span className={styles.unit} aria-hidden="true">{unit}</span>
      </label>
      <button
        type="button"
        className={styles.step}
        aria-label="Увеличить количество"
        disabled={line.quantity >= max}
        onClick={() => basket.setQuantity(line.id, Math.min(roundQuantity(line.quantity + line.step), max))}
      >
        +
      </button>
    </div>
  );
}
