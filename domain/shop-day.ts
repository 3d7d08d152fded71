// The shops' day: Moscow time (UTC+3 all year since 2014), whatever the device or the server's clock
// zone says. Slots, birthdays and the back office's date filters are all written in it.

const SHOP_UTC_OFFSET_MS = 3 * 3_600_000;

/** A shop-clock time, 'yyyy-mm-dd' or 'yyyy-mm-ddThh:mm[:ss[.sss]]', as the instant it is. */
export const shopTime = (local: string): Date =>
  new Date(Date.parse(`${local.length === 10 ? `${local}T00:00:00` : local}Z`) - SHOP_UTC_OFFSET_MS);

/** Today in the shops' time zone, yyyy-mm-dd. */
export const shopToday = (now: Date | number = Date.now()): string =>
  new Date(Number(now) + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** An instant as the shops' clock reads it, 'yyyy-mm-ddThh:mm' (a datetime-local field's value); the inverse of shopTime. */
export const shopClock = (instant: Date | number | string): string =>
  new Date(new Date(instant).getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 16);
