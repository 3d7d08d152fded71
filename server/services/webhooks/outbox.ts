// What an order event owes the outside, decided in the event's transaction: one delivery row per
// receiver (table webhook_deliveries), with the exact body to send. The assembly service hears events
// 1 and 5 of every order; a partner platform hears every status change and annulment of its own
// orders (domain/order-webhooks.ts). Rows commit with the change or not at all.
import { cancelReasons } from '../../../domain/order-admin';
import { assemblyEventFor, isPartnerSource, partnerReasonCode } from '../../../domain/order-webhooks';
import { ORDER_STATUS, statusName } from '../../../domain/order-status';
import type { DbOrTx } from '../../db/client';
import { webhookDeliveries, type OrderEventType, type WebhookTarget } from '../../db/schema';

export type EventFacts = { id: number; type: OrderEventType; payload: Record<string, unknown>; at: Date };
export type OrderFactsForWebhooks = { id: number; shopId: number; status: number; source: string; externalId: string | null };

/** The bodies event `e` of `order` sends, by receiver. */
export function webhookBodies(e: EventFacts, order: OrderFactsForWebhooks): Partial<Record<WebhookTarget, Record<string, unknown>>> {
  const out: Partial<Record<WebhookTarget, Record<string, unknown>>> = {};
  const occurredAt = e.at.toISOString();
  if (e.type === 'status' && typeof e.payload.to === 'number') {
    const event = assemblyEventFor(e.payload.to);
    if (event !== null) {
      out.assembly = { id: e.id, event, occurredAt, order: { id: order.id, shopId: order.shopId, source: order.source, externalId: order.externalId } };
    }
  }
  // the platform hears the shop's changes of its order, not its own ones coming back (inbound.ts applyPartnerEvent)
  if (isPartnerSource(order.source) && (e.type === 'status' || e.type === 'cancelled') && e.payload.by !== order.source) {
    const body: Record<string, unknown> = {
      id: e.id, type: e.type, occurredAt,
      order: { id: order.id, externalId: order.externalId, status: order.status, statusName: statusName(order.status) },
    };
    if (e.type === 'cancelled' && order.status === ORDER_STATUS.annulled) {
      const code = partnerReasonCode(order.source, typeof e.payload.reasonCode === 'string' ? e.payload.reasonCode : null);
      const reason = cancelReasons(order.source).find((r) => r.code === code)!;
      body.reason = { code: reason.code, title: reason.title, comment: e.payload.comment ?? null };
    }
    out[order.source] = body;
  }
  return out;
}

/** Writes the deliveries event `e` owes, in the caller's transaction. */
export async function enqueueWebhooks(tx: DbOrTx, e: EventFacts, order: OrderFactsForWebhooks): Promise<void> {
  const rows = Object.entries(webhookBodies(e, order)).map(([target, body]) => ({
    eventId: e.id, orderId: order.id, target: target as WebhookTarget, body: body!, nextAttemptAt: e.at, createdAt: e.at,
  }));
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
}
