// The order webhooks: what the shop sends the order-assembly service and the partner platforms (the
// outbox, with its back-office view), what they send the shop, and the development sink.
//   GET  /api/orders/events                      → text/event-stream: an `order` event (AdminOrderEvent) per change of an order the admin sees
//   GET  /api/webhook-deliveries?state=dead      → 200 hydra collection of WebhookDelivery (site admin)
//   POST /api/webhook-deliveries/{id}/retry      → 200 WebhookDelivery, due again (site admin; 404 unless dead)
//   POST /api/webhooks/assembly                  → 200 { applied } | 401 bad signature | 404 unknown order | 409 replay or wrong status
//   POST /api/webhooks/partners/{source}         → 201 { id } (a known external id: that order again) | 401 | 409 replay | 422
//   POST /api/webhooks/partners/{source}/events  → 200 { id }: the partner closed or cancelled its order | 401 | 404 | 409 | 422
//   GET  /api/dev/webhooks?target=               → 200 hydra collection of SinkWebhook (local sink only)
//   POST /api/dev/partner-orders                 → 201 { id }: plays a partner sending an order (local sink only)
// Inbound bodies are read raw: the signature (X-Webhook-Signature) covers the exact bytes.
import { z } from 'zod';
import { idParam } from './params';

export const WebhookTarget = z.enum(['assembly', 'aggregator', 'partner']);
export const PartnerSourceParam = z.object({ source: z.enum(['aggregator', 'partner']) });

export const WebhookDelivery = z.object({
  '@type': z.literal('WebhookDelivery'),
  id: z.number().int(),
  eventId: z.number().int().meta({ description: 'The order event: sent as X-Webhook-Id on every try' }),
  orderId: z.number().int(),
  target: WebhookTarget,
  state: z.enum(['pending', 'delivered', 'dead']),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime(),
  lastError: z.string().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  body: z.looseObject({}).meta({ description: 'The JSON sent' }),
}).meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesQuery = z.object({ state: z.enum(['pending', 'delivered', 'dead']).default('dead') });
export const WebhookDeliveryParams = z.object({ id: idParam });

/** The order-assembly service's event 6: the order is paid. */
export const AssemblyInbound = z.object({
  id: z.string().min(1).max(100).meta({ description: 'The sender’s event id: a second delivery of it is refused' }),
  event: z.literal(6),
  order: z.object({ id: z.number().int().positive() }),
}).meta({ id: 'AssemblyInbound' });

const ItemIn = z.object({
  goodId: z.number().int().positive(),
  quantity: z.number().positive().max(99),
  price: z.number().min(0).max(1_000_000),
});

/** A partner platform's new order: its own number, the shop, the receiving, the customer and the goods at its prices. */
export const PartnerOrderInbound = z.object({
  id: z.string().min(1).max(100),
  order: z.object({
    externalId: z.string().min(1).max(64),
    shopId: z.number().int().positive(),
    type: z.enum(['delivery', 'pickup']),
    deliveryDate: z.iso.date(),
    deliveryTime: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/),
    customer: z.object({ name: z.string().min(1).max(100), phone: z.string().regex(/^7\d{10}$/) }),
    address: z.object({ city: z.string().min(1).max(100), street: z.string().min(1).max(200), house: z.string().min(1).max(20), flat: z.number().int().positive().nullable().optional() }).nullable().optional(),
    comment: z.string().max(500).optional(),
    items: z.array(ItemIn).min(1).max(100),
  }),
}).meta({ id: 'PartnerOrderInbound' });
export type PartnerOrderInbound = z.infer<typeof PartnerOrderInbound>;

/**
 * A partner platform's change of its own order: `closed` (delivered by its courier; the food-delivery
 * partner only) or `cancelled` (either platform, until the order is closed).
 */
export const PartnerEventInbound = z.object({
  id: z.string().min(1).max(100).meta({ description: 'The sender’s event id: a second delivery of it is refused' }),
  type: z.enum(['closed', 'cancelled']),
  order: z.object({ externalId: z.string().min(1).max(64).meta({ description: 'The platform’s number of the order (PartnerOrderInbound order.externalId)' }) }),
  comment: z.string().max(500).optional().meta({ description: 'Why it was cancelled, in the platform’s words' }),
}).meta({ id: 'PartnerEventInbound' });
export type PartnerEventInbound = z.infer<typeof PartnerEventInbound>;

export const InboundApplied = z.object({ id: z.number().int().meta({ description: 'The shop’s order id' }) }).meta({ id: 'InboundApplied' });

export const SinkWebhook = z.object({
  '@type': z.literal('SinkWebhook'),
  id: z.number().int(),
  target: WebhookTarget,
  eventId: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  receivedAt: z.iso.datetime(),
}).meta({ id: 'SinkWebhook' });
export const SinkQuery = z.object({ target: WebhookTarget.optional() });

/** A development partner order: which platform, which shop; the goods are the shop's first in stock. */
export const DevPartnerOrderRequest = z.object({
  source: z.enum(['aggregator', 'partner']),
  shopId: z.number().int().positive(),
  type: z.enum(['delivery', 'pickup']).default('delivery'),
}).meta({ id: 'DevPartnerOrderRequest' });

/** One change of an order, on the back office's event stream. */
export const AdminOrderEvent = z.object({
  id: z.number().int(), shopId: z.number().int(), status: z.number().int(), type: z.string(),
}).meta({ id: 'AdminOrderEvent' });
