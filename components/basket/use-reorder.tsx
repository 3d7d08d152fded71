'use client';
// An order's goods back into the basket (the personal area's «Повторить заказ», the cancelled order's
// «Вернуть товары в корзину»): what the shop still sells, capped by its stock (domain/reorder.ts).
// A good for adults asks the age first, as every other add does (decision 182): «Мне нет 18» adds the
// rest and names what it left out (and only that: a good left out is not also «не продаётся»).
import { useRef, useState } from 'react';
import { confirmAdult, isAdultConfirmed } from '@/components/catalog/age-store';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { AGE_ASK_MESSAGE, withoutRestricted } from '@/domain/age-gate';
import { toGoodSummary, type GoodSummary } from '@/domain/basket';
import { reorder, type ReorderLine } from '@/domain/reorder';
import { goodsByIds } from '@/lib/api/browser';
import { basket } from './basket-store';

export type ReorderDone = { added: boolean; messages: string[] };
export type ReorderState = { status: 'idle' | 'busy' | 'failed' } | { status: 'asking'; goods: GoodSummary[] } | ({ status: 'done' } & ReorderDone);

/**
 * `onDone` may take the result itself (say, go to the basket) by returning true; otherwise the state
 * becomes 'done' with it. `question` is the age dialog while it is asked.
 */
export function useReorder(shopId: number, lines: () => ReorderLine[], hasCard: boolean, onDone?: (done: ReorderDone) => boolean) {
  const [state, setState] = useState<ReorderState>({ status: 'idle' });
  const adult = useRef(false);
  const fill = (goods: GoodSummary[], confirmed: boolean) => {
    const { kept, dropped } = withoutRestricted(goods, confirmed);
    const left = new Set(dropped.map((g) => g.id));
    const before = basket.lines();
    const result = reorder(before, lines().filter((l) => !left.has(l.goodId)), kept, hasCard);
    basket.replace(result.lines);
    const done = { added: result.lines !== before, messages: [...dropped.map((g) => `«${g.name}» только для совершеннолетних: не добавлен.`), ...result.messages] };
    if (!onDone?.(done)) setState({ status: 'done', ...done });
  };
  const run = async () => {
    setState({ status: 'busy' });
    try {
      const goods = (await goodsByIds(shopId, lines().map((l) => l.goodId))).map(toGoodSummary);
      if (goods.some((g) => g.catalog.hasAgeRestrictions) && !isAdultConfirmed()) {
        adult.current = false;
        setState({ status: 'asking', goods });
      } else fill(goods, true);
    } catch {
      setState({ status: 'failed' });
    }
  };
  const question = state.status === 'asking' ? (
    <ConfirmDialog
      title={AGE_ASK_MESSAGE}
      confirmLabel="Мне есть 18"
      cancelLabel="Мне нет 18"
      testId="age-ask"
      onConfirm={() => { confirmAdult(); adult.current = true; }}
      onClose={() => fill(state.goods, adult.current)}
    />
  ) : null;
  return { state, run, question };
}
