// What an order event says to the processes listening (./events.ts writes it at the commit,
// ./feed.ts reads it): its own module, so the feed, which server/context.ts names among the
// services, does not import the event writer and, through it, every reader of an order change.
import type { OrderEventType } from '../../db/schema';

/** The NOTIFY channel of order changes; its payload is an OrderSignal. */
export const ORDER_CHANNEL = 'order_events';
/** What a live update says: enough for each listener to pick its own (a customer's, a shop's). */
export type OrderSignal = { eventId: number; orderId: number; customerId: number; shopId: number; status: number; type: OrderEventType };
