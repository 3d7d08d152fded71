// Delivery zones (storefront spec §3, §7): GET /api/delivery_zones?coords={lat},{lon}[&shopId].
// With coords: the zones containing the point, best first (cheapest zone price, then the shop
// nearest the point), one per shop; shopId, when that shop serves the point, goes first. Without
// coords: every zone (the map draws them). Shops that do not deliver or do not accept orders are
// never listed. Outside every zone: an empty collection. Rules: domain/geo.ts.
import { z } from 'zod';
import { coordsParam, latLon } from './geo';
import { iri } from './hydra';
import { idParam } from './params';

export const DeliveryZone = z.object({
  '@id': iri,
  '@type': z.literal('DeliveryZone'),
  id: z.number().int(),
  name: z.string(),
  shopId: z.number().int(),
  price: z.number().meta({ description: 'Zone price in roubles, added to the shop delivery tariff (checkout spec §9)' }),
  polygon: z.array(z.array(latLon)).meta({ description: 'Rings of [latitude, longitude]: the outer one first, then holes' }),
}).meta({ id: 'DeliveryZone' });
export type DeliveryZone = z.infer<typeof DeliveryZone>;

export const DeliveryZonesQuery = z.object({
  coords: coordsParam.optional(),
  shopId: idParam.optional().meta({ description: "The shopper's current shop: listed first when it serves the point" }),
});
