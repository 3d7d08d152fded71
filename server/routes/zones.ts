// GET /api/delivery_zones?coords={lat},{lon}[&shopId] (storefront spec §7; contract/zones.ts).
import { createRoute } from '@hono/zod-openapi';
import { DeliveryZone, DeliveryZonesQuery, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { requireShop } from '../services/shops';
import { allZones, zonesAt } from '../services/zones';

const list = createRoute({
  method: 'get',
  path: '/api/delivery_zones',
  request: { query: DeliveryZonesQuery },
  responses: {
    200: jsonLd(hydraCollection(DeliveryZone),
      'With coords: the zones containing the point, best first (empty outside every zone). Without: every zone, for the map'),
    400: errors[400],
    404: errors[404],
  },
});

export const zoneRoutes = createRouter();
openapi(zoneRoutes, list, async (c) => {
  const { coords, shopId } = c.req.valid('query');
  // the shop comes in the query, so the /api/shops/{shopId}/… check does not cover it
  if (shopId !== undefined) await requireShop(c.var.db, shopId);
  const members = coords ? await zonesAt(c.var.db, coords, shopId) : await allZones(c.var.db);
  return c.json(collection(c, members), 200);
});
