'use client';
// The goods of the order on the confirm stage, as the server priced them: name, quantity and amount
// per line, so the shopper sees what they are ordering beside what it costs. Collapsed on a phone
// (the list would push the slots and the button a screen down), open on a wider screen.
import { useState } from 'react';
import type { Basket } from '@/contract';
import { quantityLabel } from '@/domain/measure';
import { formatMoney, plural } from '@/lib/format';
import s from './checkout.module.css';

export type OrderGoodsLine = { id: number; name: string; measureId: number; measure: string };

const WIDE = '(min-width: 600px)';

export function OrderGoods({ lines, basket }: { lines: readonly OrderGoodsLine[]; basket: Basket | null }) {
  // the stage renders only in the browser (after the basket is read), so the width is known at once
  const [open] = useState(() => window.matchMedia(WIDE).matches);
  const priced = new Map((basket?.items ?? []).map((i) => [i.id, i]));
  const shown = lines.filter((l) => !priced.get(l.id)?.isOutOfStock);
  return (
    <details className={s.goods} open={open} data-testid="checkout-goods">
      <summary className={s.goodsSummary}>
        Товары в заказе: {shown.length} {plural(shown.length, 'позиция', 'позиции', 'позиций')}
      </summary>
      <ul className={s.goodsList}>
        {shown.map((l) => {
          const item = priced.get(l.id);
          return (
            <li key={l.id} className={s.goodsLine} data-testid="checkout-goods-line">
              <span className={s.goodsName}>{l.name}</span>
              <span className={s.goodsQty}>{item ? quantityLabel({ ...l, quantity: item.quantity }) : '…'}</span>
              <span className={s.goodsAmount}>{item ? formatMoney(item.amount) : '…'}</span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
