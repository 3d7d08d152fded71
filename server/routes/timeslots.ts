// GET /api/shops/{id}/timeslots (checkout-account-admin spec §7; contract/timeslots.ts).
import { createRoute } from '@hono/zod-openapi';
import { IdParams, TimeSlotDay, TimeSlotsQuery, hydraCollection } from '../../contract';
import { clock } from '../lib/clock';
import { collection } from '../lib/hydra';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { timeSlotDays } from '../services/timeslots';

const list = createRoute({
  method: 'get',
  path: '/api/shops/{id}/timeslots',
  request: { params: IdParams, query: TimeSlotsQuery },
  responses: {
    200: jsonLd(hydraCollection(TimeSlotDay), 'Days with open slots, by date then delivery before pickup; past and full slots left out'),
    400: errors[400],
    404: errors[404],
  },
});

export const timeslotRoutes = createRouter();
openapi(timeslotRoutes, list, async (c) => {
  const { id } = c.req.valid('param');
  return c.json(collection(c, await timeSlotDays(c.var.db, id, clock.now(), c.req.valid('query').slotType)), 200);
});
