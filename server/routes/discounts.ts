// Discounts: the list (8001 first), one discount, and the list of those a shop has goods in.
import { Discount, ShopParams, hydraCollection } from '../../contract';
import { collection } from '../lib/hydra';
import { createRouter, getRoute, listAndOne, openapi } from '../lib/openapi';
import { getDiscount, listDiscounts } from '../services/discounts';

const { list, one } = listAndOne('/api/discounts', Discount, { list: 'Every discount, 8001 first', one: 'One discount' });

const ofShop = getRoute('/api/shops/{shopId}/discounts', { params: ShopParams }, hydraCollection(Discount),
  'The discounts with at least one good the shop sells');

export const discountRoutes = createRouter();
openapi(discountRoutes, list, async (c) => c.json(collection(c, await listDiscounts(c.var.db)), 200));
openapi(discountRoutes, one, async (c) => c.json(await getDiscount(c.var.db, c.req.valid('param').id), 200));
openapi(discountRoutes, ofShop, async (c) =>
  c.json(collection(c, await listDiscounts(c.var.db, c.req.valid('param').shopId)), 200));
