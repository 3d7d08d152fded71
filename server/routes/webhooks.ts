// Signed webhooks in (contract/webhooks.ts): the order-assembly service's event 6, the partner
// platforms' new orders and their closing or cancelling of them. The body is read raw, since the signature covers its exact bytes; the
// checks and changes are server/services/webhooks/inbound.ts.
import { createRoute } from '@hono/zod-openapi';
import { AssemblyInbound, HydraError, InboundApplied, PartnerEventInbound, PartnerOrderInbound, PartnerSourceParam } from '../../contract';
import { SIGNATURE_HEADER } from '../lib/webhook-signature';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { applyAssemblyEvent, applyPartnerEvent, createPartnerOrder, verifiedBody } from '../services/webhooks/inbound';

const signed = `Signed: ${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> with the sender's secret; a time more than 5 minutes off is refused.`;
const answers = {
  400: errors[400],
  401: jsonLd(HydraError, 'No signature, a wrong one, or an old time: nothing changed'),
  409: jsonLd(HydraError, 'The event id was received before (a replay), or the order cannot take it: nothing changed'),
  422: jsonLd(HydraError, 'A body that breaks its schema (violations)'),
} as const;

const assembly = createRoute({
  method: 'post', path: '/api/webhooks/assembly',
  description: `The order-assembly service's event 6 (paid): an assembled order becomes paid. Body: AssemblyInbound. ${signed}`,
  responses: { 200: jsonLd(InboundApplied, 'Applied'), ...answers, 404: jsonLd(HydraError, 'No such order: nothing changed') },
});
const partnerOrder = createRoute({
  method: 'post', path: '/api/webhooks/partners/{source}',
  description: `A partner platform's new order (source aggregator or partner; payment type 4 or 5). Body: PartnerOrderInbound. ${signed}`,
  request: { params: PartnerSourceParam },
  responses: {
    201: jsonLd(InboundApplied, 'The order is created; or, for a platform number (order.externalId) already an order, that order (a repeat changes nothing)'),
    ...answers,
  },
});

const partnerEvent = createRoute({
  method: 'post', path: '/api/webhooks/partners/{source}/events',
  description: 'A partner platform closes its delivered order (the food-delivery partner) or cancels its order not yet closed. '
    + `Body: PartnerEventInbound. ${signed}`,
  request: { params: PartnerSourceParam },
  responses: {
    200: jsonLd(InboundApplied, 'Applied (a cancel of an order already annulled changes nothing)'),
    ...answers,
    404: jsonLd(HydraError, 'No order of this platform with that number: nothing changed'),
  },
});

export const webhookRoutes = createRouter();

openapi(webhookRoutes, assembly, async (c) => {
  const body = verifiedBody(c.var.services.webhooks.receivers.assembly, await c.req.text(), c.req.header(SIGNATURE_HEADER), AssemblyInbound);
  return c.json(await applyAssemblyEvent(c.var.db, body), 200);
});

openapi(webhookRoutes, partnerOrder, async (c) => {
  const { source } = c.req.valid('param');
  const body = verifiedBody(c.var.services.webhooks.receivers[source], await c.req.text(), c.req.header(SIGNATURE_HEADER), PartnerOrderInbound);
  return c.json(await createPartnerOrder(c.var.db, source, body), 201);
});

openapi(webhookRoutes, partnerEvent, async (c) => {
  const { source } = c.req.valid('param');
  const body = verifiedBody(c.var.services.webhooks.receivers[source], await c.req.text(), c.req.header(SIGNATURE_HEADER), PartnerEventInbound);
  return c.json(await applyPartnerEvent(c.var.db, source, body), 200);
});
