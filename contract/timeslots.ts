// Time slots (checkout-account-admin spec §3 "Time slot day", §7): GET /api/shops/{id}/timeslots.
// Days from today (Europe/Moscow) for TIMESLOT_DAYS days, delivery days when the shop delivers and
// pickup days when it gives out orders; slots already begun (or closing for orders), and slots
// booked to capacity, are left out, and so are days with no slot left. A shop that does not accept
// orders has none.
import { z } from 'zod';

export const SLOT_TYPES = ['delivery', 'pickup'] as const;
export const SlotType = z.enum(SLOT_TYPES, { message: 'Тип слота: delivery или pickup.' });
export type SlotType = z.infer<typeof SlotType>;

export const TimeSlot = z.object({
  timeInterval: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/).meta({ example: '10:00-12:00' }),
  paidTypes: z.array(z.number().int()).meta({ description: 'Payment types accepted for this slot: 1 online, 2 card on receipt, 3 cash' }),
}).meta({ id: 'TimeSlot' });
export type TimeSlot = z.infer<typeof TimeSlot>;

export const TimeSlotDay = z.object({
  '@type': z.literal('TimeSlotDay'),
  date: z.iso.date().meta({ description: 'YYYY-MM-DD, in Europe/Moscow' }),
  slotType: SlotType,
  slots: z.array(TimeSlot),
}).meta({ id: 'TimeSlotDay' });
export type TimeSlotDay = z.infer<typeof TimeSlotDay>;

export const TimeSlotsQuery = z.object({ slotType: SlotType.optional() });
