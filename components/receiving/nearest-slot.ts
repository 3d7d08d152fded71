// The header's nearest slot for the chosen shop and receiving method, from the shop's time slots
// (GET /api/shops/{id}/timeslots, the checkout's data) read by the checkout's own rule
// (domain/checkout.ts nearestSlotText). Loaded by the receiving button after hydration, not in the
// first-load JavaScript; an answer is kept for a minute, as the checkout keeps its slots.
import { nearestSlotText } from '@/domain/checkout';
import { shopToday } from '@/domain/shop-day';
import { timeSlots } from '@/lib/api/checkout-browser';

const KEEP_MS = 60_000;
const kept = new Map<number, { at: number; days: ReturnType<typeof timeSlots> }>();

export async function nearestSlot(shopId: number, method: 'delivery' | 'pickup'): Promise<string | null> {
  const now = Date.now();
  let entry = kept.get(shopId);
  if (!entry || now - entry.at > KEEP_MS) {
    entry = { at: now, days: timeSlots(shopId) };
    kept.set(shopId, entry);
    // a failed answer is not kept: the next page asks again
    entry.days.catch(() => kept.delete(shopId));
  }
  return nearestSlotText(await entry.days, method, shopToday(now));
}
