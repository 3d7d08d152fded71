// 'Повторить заказ' (the personal area's orders): the order's goods that the current shop still sells
// go into the basket, each capped by the stock and its measure's limits; the lines that could not go
// in, or went in with less, are named with the reason. Pure: the order's lines and the shop's current
// goods in, the new basket lines and Russian messages out.
import { addGood, basketInputMax, lineFromGood, roundQuantity, roundToStep, setLineQuantity, type BasketLine, type GoodSummary } from './basket';
import { quantityLabel } from './measure';

export type ReorderLine = { goodId: number; name: string; quantity: number };
export type ReorderResult = { lines: BasketLine[]; messages: string[] };

/**
 * Adds `order`'s lines to `basket`. A good already in the basket keeps the larger of the two
 * quantities (repeating an order twice does not double it). `goods` are the shop's goods as the
 * catalogue answers them now (a good it does not sell is absent, or has no article).
 */
export function reorder(basket: BasketLine[], order: ReorderLine[], goods: GoodSummary[], hasCard = false): ReorderResult {
  const byId = new Map(goods.map((g) => [g.id, g]));
  const messages: string[] = [];
  let lines = basket;
  for (const wanted of order) {
    const good = byId.get(wanted.goodId);
    if (!good || good.article === null) {
      messages.push(`«${wanted.name}» больше не продаётся в этом магазине.`);
      continue;
    }
    const fresh = lineFromGood(good, hasCard);
    if (!fresh) {
      messages.push(`«${good.name}» нет в наличии.`);
      continue;
    }
    const cap = basketInputMax(fresh);
    const stepped = roundToStep(wanted.quantity, fresh.step);
    const quantity = roundQuantity(Math.min(Math.max(stepped, fresh.min), cap));
    const present = lines.find((l) => l.id === good.id);
    if (!present) lines = addGood(lines, good, hasCard);
    lines = setLineQuantity(lines, good.id, Math.max(quantity, present?.quantity ?? 0), hasCard);
    if (quantity < roundQuantity(wanted.quantity)) {
      const label = (q: number) => quantityLabel({ measureId: fresh.measureId, quantity: q, measure: fresh.measure });
      messages.push(`«${good.name}»: добавлено ${label(quantity)} из ${label(wanted.quantity)}, больше нет в наличии.`);
    }
  }
  return { lines, messages };
}
