'use client';
// A change of one order in the back office, shared by the card and its modes (order-modes.tsx, the
// goods editor): the change's answer replaces the card's order and its row; a refusal shows its
// message and reloads the order. Its own module so the card and the modes it renders do not import
// each other.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminOrder, AdminOrderList } from '@/contract';
import { isApiError } from '@/lib/api/client';
import { adminKeys } from '@/lib/query/admin-keys';

/** What a refusal says (spec §8): the API's description, else 'Ошибка'. */
export const failureText = (e: unknown) => (isApiError(e) && e.description) || 'Ошибка';

/** Runs a change of the order: its answer replaces the card's order; a refusal reloads it. */
export function useOrderChange(id: number) {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  /** The order as the change left it, or null when it was refused. */
  const run = async (change: () => Promise<AdminOrder>): Promise<AdminOrder | null> => {
    setError(null);
    try {
      const order = await change();
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
      setError(failureText(e));
      await client.invalidateQueries({ queryKey: adminKeys.order(id) });
      return null;
    }
  };
  return { run, error, setError };
}

export type OrderChange = ReturnType<typeof useOrderChange>;
