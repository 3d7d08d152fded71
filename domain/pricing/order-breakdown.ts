// An order's sums as its customer reads them (checkout-account-admin spec §2 "Personal area"): every
// line that makes «Итого» — goods, packets, packaging, delivery, the promotion, the promo code — then
// the refunds and what was finally paid. The total is checked by the rule that made it
// (domain/order-admin.ts editTotal, the basket's goods + packets + packaging + delivery − promotion
// − promo code, never below 0), so the lines add up to the stored total exactly; a total the shop
// typed by hand, or a discount larger than the rest, shows as its own line rather than a gap.
import { MONTHS } from '../checkout';
import { roundMoney, toKopecks } from '../money';
import { editTotal } from '../order-admin';

export type OrderSums = {
  amount: number;
  goodsAmount: number;
  packetCost: number;
  packagingCost: number;
  deliveryCost: number;
  promotion: { title: string; amount: number } | null;
  promoCode: { code: string; discountAmount: number } | null;
  payment: { refunds: readonly { date: string; amount: number; comment: string }[] } | null;
};

export type BreakdownKey = 'goods' | 'packets' | 'packaging' | 'delivery' | 'promotion' | 'promoCode' | 'correction';
/** One line of the breakdown; `amount` is signed (a discount is negative). */
export type BreakdownLine = { key: BreakdownKey; label: string; amount: number };
export type RefundLine = { label: string; amount: number; comment: string };

export type OrderBreakdown = {
  /** the lines whose sum is `total`, to the kopeck */
  lines: BreakdownLine[];
  total: number;
  /** each refund, negative, labelled with its day in words */
  refunds: RefundLine[];
  /** the total less the refunds; null when nothing was refunded */
  paid: number | null;
};

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000; // Moscow keeps UTC+3 all year since 2014

/** '2026-11-18T00:06:59.495Z' → '18 ноября 2026' (the day in Moscow); the text itself when unreadable. */
export function dayInWords(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const d = new Date(t + MOSCOW_OFFSET_MS);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export function orderBreakdown(o: OrderSums): OrderBreakdown {
  const promotion = o.promotion?.amount ?? 0;
  const promoCode = o.promoCode?.discountAmount ?? 0;
  const lines: BreakdownLine[] = [{ key: 'goods', label: 'Товары', amount: o.goodsAmount }];
  if (o.packetCost > 0) lines.push({ key: 'packets', label: 'Пакеты', amount: o.packetCost });
  if (o.packagingCost > 0) lines.push({ key: 'packaging', label: 'Упаковка', amount: o.packagingCost });
  if (o.deliveryCost > 0) lines.push({ key: 'delivery', label: 'Доставка', amount: o.deliveryCost });
  if (o.promotion && promotion > 0) lines.push({ key: 'promotion', label: o.promotion.title, amount: -promotion });
  if (o.promoCode && promoCode > 0) lines.push({ key: 'promoCode', label: `Промокод ${o.promoCode.code}`, amount: -promoCode });
  const byRule = editTotal({
    lines: [{ amount: o.goodsAmount }, { amount: o.packetCost }],
    delivery: o.deliveryCost, packing: o.packagingCost, promoCode, promotion,
  });
  const sum = roundMoney(lines.reduce((s, l) => s + l.amount, 0));
  // the rule never goes below 0 (a discount larger than the rest), and the shop may type a total by hand
  if (toKopecks(sum) !== toKopecks(o.amount)) {
    lines.push({ key: 'correction', label: byRule === o.amount ? 'Скидка не больше суммы' : 'Изменено магазином', amount: roundMoney(o.amount - sum) });
  }
  const refunds = (o.payment?.refunds ?? []).map((r) => ({ label: `Возврат ${dayInWords(r.date)}`, amount: -r.amount, comment: r.comment }));
  const paid = refunds.length ? roundMoney(o.amount + refunds.reduce((s, r) => s + r.amount, 0)) : null;
  return { lines, total: o.amount, refunds, paid };
}
