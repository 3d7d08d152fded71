// Time slots of a shop (checkout-account-admin spec §3, §7): built from its schedules (table
// shop_schedules) for TIMESLOT_DAYS days from today in Moscow, without the slots whose ordering has
// closed (cutoffMinutes before the start) and those booked to capacity (table slot_bookings).
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIMESLOT_DAYS, type SlotType, type TimeSlotDay } from '../../contract';
import type { DbOrTx, Tx } from '../db/client';
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
    // a closed day (the back office's shop card) offers no slot at all
    if (shop.closedDays.includes(date)) continue;
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

/** One slot of one shop on one day, as a booking names it. */
export type SlotKey = { shopId: number; slotType: SlotType; date: string; timeInterval: string };

/** The slot lock's class: keeps its keys apart from the single-key advisory locks of rate limits. */
const SLOT_LOCK_CLASS = 9;

/**
 * The transaction's lock on one slot. Every writer of its bookings (checkout, an admin's change of
 * shop or receiving method) takes it before counting them, so two can never both take its last place.
 */
export async function lockSlot(tx: Tx, slot: SlotKey): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SLOT_LOCK_CLASS}, hashtext(${`${slot.shopId}|${slot.slotType}|${slot.date}|${slot.timeInterval}`}))`);
}

/**
 * Whether the slot has room for `orderId`'s booking besides the others; call it under lockSlot. A slot
 * the shop's schedule does not have that weekday (the pickup hours differ from the delivery ones) has
 * no capacity to exceed: the booking may go there. The cut-off is not asked: it closes ordering for
 * shoppers, while an admin moves an order already placed.
 */
export async function slotHasRoom(tx: Tx, slot: SlotKey, orderId: number): Promise<boolean> {
  const weekday = dayjs.tz(slot.date, SHOP_TIME_ZONE).day() || 7;
  const [schedule] = (await tx.select({ capacity: shopSchedules.capacity, weekdays: shopSchedules.weekdays }).from(shopSchedules)
    .where(and(eq(shopSchedules.shopId, slot.shopId), eq(shopSchedules.slotType, slot.slotType),
      sql`${shopSchedules.startsAt} || '-' || ${shopSchedules.endsAt} = ${slot.timeInterval}`))
    .orderBy(asc(shopSchedules.id))).filter((r) => r.weekdays.includes(weekday));
  if (!schedule) return true;
  const [{ taken }] = await tx.select({ taken: count() }).from(slotBookings).where(and(
    eq(slotBookings.shopId, slot.shopId), eq(slotBookings.slotType, slot.slotType), eq(slotBookings.date, slot.date),
    eq(slotBookings.timeInterval, slot.timeInterval), sql`${slotBookings.orderId} IS DISTINCT FROM ${orderId}`,
  ));
  return Number(taken) < schedule.capacity;
}
