// A datetime-local field of the back office's content forms reads and writes the shops' clock
// (Moscow, domain/shop-day.ts), whatever the admin's device says: an ISO instant shown as that
// clock reads it, and a typed value taken back as the instant it is there.
import { shopClock, shopTime } from '@/domain/shop-day';

export const toLocalInput = (iso: string | null): string => (iso ? shopClock(iso) : '');
export const fromLocalInput = (value: string): string | null => (value ? shopTime(value).toISOString() : null);
