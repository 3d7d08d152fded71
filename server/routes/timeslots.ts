// GET /api/shops/{id}/timeslots (checkout-account-admin spec §7; contract/timeslots.ts).
import { IdParams, TimeSlotDay, TimeSlotsQuery, hydraCollection } from '../../contract';
import { clock } from '../lib/clock';
import { collection } from '../lib/hydra';
import { createRouter, getRoute, openapi } from '../lib/openapi';
import { timeSlotDays } from '../services/timeslots';

const list = getRoute('/api/shops/{id}/timeslots', { params: IdParams, query: TimeSlotsQuery }, hydraCollection(TimeSlotDay),
  'Days with open slots, by date then delivery before pickup; past and full slots left out');

export const timeslotRoutes = createRouter();
openapi(timeslotRoutes, list, async (c) => {
  const { id } = c.req.valid('param');
  return c.json(collection(c, await timeSlotDays(c.var.db, id, clock.now(), c.req.valid('query').slotType)), 200);
});
