// The personal area's orders list, the pure parts: a live status event applied to a page of orders
// (the order changes in place, the others and the page stay as they are), and an order's lines as
// 'Повторить заказ' asks for them (domain/reorder.ts does the rest).
import type { CustomerOrder, HydraCollection, OrderStatusEvent } from '@/contract';
import type { ReorderLine } from '@/domain/reorder';

type Page = HydraCollection<CustomerOrder>;

/** The page with `event`'s order in its new status; the same page when the order is not on it or the event is older. */
export function applyOrderEvent(page: Page | undefined, event: OrderStatusEvent): Page | undefined {
  if (!page) return page;
  let changed = false;
  const members = page['hydra:member'].map((o) => {
    if (o.id !== event.id || o.status === event.status) return o;
    changed = true;
    return { ...o, status: event.status, statusName: event.statusName };
  });
  return changed ? { ...page, 'hydra:member': members } : page;
}

/** An `order` event's data as the stream sent it; null for anything else (never trust a stream blindly). */
export function parseOrderEvent(text: string): OrderStatusEvent | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const { id, status, statusName, updatedAt } = v as Record<string, unknown>;
  if (!Number.isInteger(id) || !Number.isInteger(status) || typeof statusName !== 'string' || typeof updatedAt !== 'string') return null;
  return { id: id as number, status: status as number, statusName, updatedAt };
}

/** What the customer ordered (not what was picked): repeating an order asks for it again. */
export const reorderLinesOf = (order: Pick<CustomerOrder, 'goods'>): ReorderLine[] =>
  order.goods.map((l) => ({ goodId: l.good.id, name: l.good.name, quantity: l.originalQuantity }));
