// The texts and analytics events of the /basket page (checkout-account-admin spec §2 "Basket"),
// kept pure so they are tested apart from the page. Storefront-only: the API never writes them.
import type { Metadata } from 'next';
import type { Basket } from '@/contract';
import { roundMoney } from '@/domain/money';
import { formatMoney, formatQuantity } from './format';

/** Both routes of /basket (the cached basket and the per-request success stage) say this. */
export const basketMetadata: Metadata = {
  title: 'Корзина',
  robots: { index: false, follow: false },
  alternates: { canonical: '/basket' },
};

/**
 * The free-delivery notice: 'Бесплатная доставка от 1 500 ₽', plus ' (для заказов до 50 кг)' when
 * the shop limits the weight delivered free. Null when the shop has no free-delivery tier.
 */
export function freeDeliveryNotice(freeFrom: number | null, maxFreeWeight: number | null): string | null {
  if (freeFrom === null) return null;
  const limit = maxFreeWeight !== null && maxFreeWeight > 0 ? ` (для заказов до ${formatQuantity(maxFreeWeight)} кг)` : '';
  return `Бесплатная доставка от ${formatMoney(freeFrom)}${limit}`;
}

/**
 * The free-delivery progress of a delivery basket below the threshold: 'До бесплатной доставки
 * осталось 320 ₽' (the threshold is the goods amount of the shop's zero-price tier); null without a
 * free tier or once it is reached.
 */
export function freeDeliveryLeft(freeFrom: number | null, amount: number): string | null {
  if (freeFrom === null || amount >= freeFrom) return null;
  return `До бесплатной доставки осталось ${formatMoney(roundMoney(freeFrom - amount))}`;
}

// ---- analytics (decision 40) ---------------------------------------------
// Events go to `window.dataLayer` in the shape Google Tag Manager's GA4 ecommerce tags read; the page
// does not load a tag manager itself, whoever deploys one picks them up.

export type DataLayerEvent = Record<string, unknown>;

/** A line as GA4's `items[]` names it: the id as a string, the unit price and the quantity. */
export type AnalyticsItem = { item_id: string; item_name: string; price: number; quantity: number };

/** The page view pushed when /basket loads. */
export function pageViewEvent(path: string, title: string): DataLayerEvent {
  return { event: 'page_view', page_path: path, page_title: title };
}

/**
 * initiate-checkout, as GA4's `begin_checkout`: the server's total and its available lines (an
 * out-of-stock line is not being bought). Names come from the stored lines, the figures from the answer.
 */
export function beginCheckoutEvent(priced: Pick<Basket, 'items' | 'total'>, names: ReadonlyMap<number, string>): DataLayerEvent {
  const items: AnalyticsItem[] = priced.items
    .filter((i) => !i.isOutOfStock)
    .map((i) => ({ item_id: String(i.id), item_name: names.get(i.id) ?? '', price: i.price, quantity: i.quantity }));
  return { event: 'begin_checkout', ecommerce: { currency: 'RUB', value: priced.total, items } };
}

/**
 * The time left until `expiresAt` (the pay link's countdown): mm:ss under an hour, h:mm:ss under a
 * day, then the days before it ('7 д 23:59:45': a link that lives a week reads as a week, not as
 * 10 000 minutes); null once the time is up.
 */
export function timeLeft(expiresAt: string, now: number): string | null {
  const ms = Date.parse(expiresAt) - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const seconds = Math.ceil(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const mmss = `${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  if (seconds < 3600) return mmss;
  const hms = `${hours}:${mmss}`;
  return days ? `${days} д ${hms}` : hms;
}
