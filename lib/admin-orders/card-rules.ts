// The order card's small rules that are the browser's alone (the API has its own checks): what a
// forward move or an annulment must be confirmed with (spec §4), and which marking codes to send
// (spec §5: trimmed, blanks dropped, only the lines that changed).
import { ORDER_STATUS } from '@/domain/order-status';
import { PAYMENT_TYPE } from '@/domain/shop-terms';
import { formatMoney } from '@/lib/format';

type Facts = { source: string; cashType: number; status: number; amount: number; refundable: number; promotion: { title: string } | null };

/** What moving `order` to `to` must be confirmed with; [] when it needs no confirmation. */
export function statusWarnings(order: Facts, to: number): string[] {
  const out: string[] = [];
  if (order.source !== 'site') out.push('Изменение статуса будет отправлено партнёру и не может быть отменено.');
  if (to === ORDER_STATUS.closed && order.cashType === PAYMENT_TYPE.online) out.push(`С карты покупателя будет списано ${formatMoney(order.amount)}.`);
  return out;
}

/** What annulling `order` must be confirmed with; [] when it needs no confirmation. */
export function cancelWarnings(order: Facts): string[] {
  const out: string[] = [];
  if (order.status === ORDER_STATUS.closed && order.cashType === PAYMENT_TYPE.online) {
    out.push(`Покупателю будет возвращено ${formatMoney(order.refundable)} на карту.`);
  }
  if (order.promotion) out.push(`Заказ участвует в акции «${order.promotion.title}».`);
  return out;
}

/** The codes typed for a line, one a line: trimmed, blanks dropped. */
export const typedCodes = (text: string): string[] => text.split('\n').map((c) => c.trim()).filter(Boolean);

/** The marking request's items: the lines whose codes differ from what the order has. */
export function changedMarking(lines: { goodId: number; markingCode: string[] }[], typed: Record<number, string>) {
  return lines
    .map((l) => ({ goodId: l.goodId, before: l.markingCode, markingCode: typedCodes(typed[l.goodId] ?? '') }))
    .filter((l) => l.markingCode.join('\n') !== l.before.join('\n'))
    .map(({ goodId, markingCode }) => ({ goodId, markingCode }));
}
