// A datetime-local field of the back office's content forms reads and writes the shops' clock
// (Moscow, domain/shop-day.ts), whatever the admin's device says: an ISO instant shown as that
// clock reads it, and a typed value taken back as the instant it is there.
import { shopClock, shopTime } from '@/domain/shop-day';

export const toLocalInput = (iso: string | null): string => (iso ? shopClock(iso) : '');
export const fromLocalInput = (value: string): string | null => (value ? shopTime(value).toISOString() : null);

/** An instant as the back office's record cards write it, on the shops' clock: «6 декабря 2026 г. в 09:00». */
export const shopDateText = (iso: string): string =>
  new Date(iso).toLocaleString('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A record's period: «с …, до …», each end «без даты …» when open. */
export const periodText = (startsAt: string | null, endsAt: string | null): string =>
  `${startsAt ? `с ${shopDateText(startsAt)}` : 'без даты начала'}, ${endsAt ? `до ${shopDateText(endsAt)}` : 'без даты окончания'}`;
