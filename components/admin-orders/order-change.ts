'use client';
// A change of one order in the back office, shared by the card and its modes (order-modes.tsx, the
// goods editor): the change's answer replaces the card's order and its row; a refusal shows its
// message and reloads the order. Its own module so the card and the modes it renders do not import
// each other.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { AdminOrder, AdminOrderList } from '@/contract';
import { isApiError } from '@/lib/api/client';
import { adminKeys } from '@/lib/query/admin-keys';

/** What a refusal says (spec §8): the API's description, else 'Ошибка'. */
export const failureText = (e: unknown) => (isApiError(e) && e.description) || 'Ошибка';

/**
 * Runs a change of the order: its answer replaces the card's order; a refusal reloads it. One change
 * at a time (`busy` disables the buttons; a second click while one runs is dropped), and one
 * Idempotency-Key per intended action (`intent`: 'refund', 'status:3'): kept while the answer is
 * unknown (a 5xx, «Ожидаем ответ банка», no answer at all), so a retry finds the bank operation the
 * first try started; a new one once the API answered for good.
 */
export function useOrderChange(id: number) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const keys = useRef(new Map<string, string>());
  /** The order as the change left it, or null when it was refused (or another change is running). */
  const run = async (change: (idempotencyKey: string) => Promise<AdminOrder>, intent = 'change'): Promise<AdminOrder | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    const key = keys.current.get(intent) ?? crypto.randomUUID();
    keys.current.set(intent, key);
    try {
      const order = await change(key);
      keys.current.delete(intent);
      client.setQueryData(adminKeys.order(id), order);
      // the row shows the new status and amount, but stays where it is until the list is asked
      // again: an order moved out of the filtered status does not vanish under the assembler's finger
      client.setQueriesData<AdminOrderList>({ queryKey: ['admin', 'orders'] }, (list) => list && {
        ...list,
        'hydra:member': list['hydra:member'].map((m) => (m.id === id
          ? { ...m, status: order.status, statusName: order.statusName, amount: order.amount, type: order.type, shop: order.shop }
          : m)),
      });
      return order;
    } catch (e) {
      // a refusal is final: the next try is a new intention with a key of its own
      if (isApiError(e) && e.status < 500) keys.current.delete(intent);
      setError(failureText(e));
      await client.invalidateQueries({ queryKey: adminKeys.order(id) });
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { run, error, setError, busy };
}

export type OrderChange = ReturnType<typeof useOrderChange>;
