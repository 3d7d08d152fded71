// Time slots of a shop (checkout-account-admin spec §3, §7): built from its schedules (table
// shop_schedules) for TIMESLOT_DAYS days from today in Moscow, without the slots whose ordering has
// closed (cutoffMinutes before the start) and those booked to capacity (table slot_bookings).
import { and, count, eq, inArray } from 'drizzle-orm';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIMESLOT_DAYS, type SlotType, type TimeSlotDay } from '../../contract';
import type { DbOrTx } from '../db/client';
import { shopSchedules, shops, slotBookings } from '../db/schema';
import { notFound } from '../lib/http';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The shops' time zone: slots are written and shown in Moscow time. */
const SHOP_TIME_ZONE = 'Europe/Moscow';

export const timeInterval = (startsAt: string, endsAt: string) => `${startsAt}-${endsAt}`;

/** The time slot days of shop `shopId` as seen at `now`; `only` keeps one slot type. */
export async function timeSlotDays(db: DbOrTx, shopId: number, now: Date, only?: SlotType): Promise<TimeSlotDay[]> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) throw notFound(`Магазин ${shopId} не найден.`);
  if (!shop.canAcceptOrders) return [];
  const types = (['delivery', 'pickup'] as const).filter((t) =>
    (only === undefined || only === t) && (t === 'delivery' ? shop.deliveryEnabled : shop.pickupEnabled));
  if (types.length === 0) return [];

  const schedules = (await db.select().from(shopSchedules)
    .where(and(eq(shopSchedules.shopId, shopId), inArray(shopSchedules.slotType, types))))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.endsAt.localeCompare(b.endsAt) || a.id - b.id);

  const today = dayjs(now).tz(SHOP_TIME_ZONE).startOf('day');
  const dates = Array.from({ length: TIMESLOT_DAYS }, (_, i) => today.add(i, 'day'));
  const dateKeys = dates.map((d) => d.format('YYYY-MM-DD'));

  const booked = new Map<string, number>();
  const rows = await db.select({
    slotType: slotBookings.slotType, date: slotBookings.date, timeInterval: slotBookings.timeInterval, taken: count(),
  }).from(slotBookings)
    .where(and(eq(slotBookings.shopId, shopId), inArray(slotBookings.date, dateKeys)))
    .groupBy(slotBookings.slotType, slotBookings.date, slotBookings.timeInterval);
  for (const r of rows) booked.set(`${r.slotType} ${r.date} ${r.timeInterval}`, Number(r.taken));

  const days: TimeSlotDay[] = [];
  for (const day of dates) {
    const date = day.format('YYYY-MM-DD');
    const weekday = day.day() === 0 ? 7 : day.day();
    for (const slotType of types) {
      const seen = new Set<string>();
      const slots = [];
      for (const s of schedules) {
        if (s.slotType !== slotType || !s.weekdays.includes(weekday)) continue;
        const interval = timeInterval(s.startsAt, s.endsAt);
        if (seen.has(interval)) continue;
        seen.add(interval);
        const start = dayjs.tz(`${date} ${s.startsAt}`, SHOP_TIME_ZONE);
        if (!dayjs(now).isBefore(start.subtract(s.cutoffMinutes, 'minute'))) continue;
        if ((booked.get(`${slotType} ${date} ${interval}`) ?? 0) >= s.capacity) continue;
        const paidTypes = s.paidTypes ?? (slotType === 'delivery' ? shop.paidSettings.deliveryPaidTypes : shop.paidSettings.pickupPaidTypes);
        slots.push({ timeInterval: interval, paidTypes });
      }
      if (slots.length > 0) days.push({ '@type': 'TimeSlotDay', date, slotType, slots });
    }
  }
  return days;
}
