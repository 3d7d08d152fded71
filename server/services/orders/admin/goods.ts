// PUT /api/orders/{id}/goods: the picker's and operator's edit of an order's lines (spec §4 "Order
// card modes", §5): a quantity changed (weighed goods at their real weight), a line dropped or
// restored, replaced by another good, a good added, a price or amount or the total set by hand. The
// stock moves in the same transaction: what a line gives up goes back to the shop, what it takes is
// taken, under the articles' row locks (taken after the order's, in good-id order, as order creation
// and cancellation take them). An online order's new total must fit in its hold.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminOrderGoodsRequest } from '../../../../contract';
import {
  aboveHoldMessage, capQuantity, duplicateLineMessage, editTotal, isServiceGood, mayDo, roundQuantity, stepError,
} from '../../../../domain/order-admin';
import { roundMoney } from '../../../../domain/money';
import { measureFor, unitLabel } from '../../../../domain/measure';
import type { Db } from '../../../db/client';
import { changeStock } from '../../stock';
import { articles, goods, orderLines, orders } from '../../../db/schema';
import { clock } from '../../../lib/clock';
import type { Violation } from '../../../lib/http';
import { conflict, lockOrder, record, requireAction, unprocessable, type Admin } from './access';

type LineRow = typeof orderLines.$inferSelect;
type Plan = { goodId: number; quantity: number; price?: number; amount?: number; isDeleted: boolean; replacedById?: number | null; line: LineRow | null; at: number };

export async function editOrderGoods(db: Db, admin: Admin, orderId: number, input: AdminOrderGoodsRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, admin, orderId);
    requireAction(locked, 'editLines');
    const { order } = locked;
    // Without editPrice a price or amount in the request is never taken, even one equal to the
    // line's: a line's current amount with a new quantity (99 for the price of 1), or the old price
    // on a dearer replacement, would otherwise change what the shop is paid. They are recomputed.
    const mayPrice = mayDo(locked.role, 'editPrice', locked.facts);
    const priced = <T extends { price?: number; amount?: number }>(item: T) =>
      (mayPrice ? { price: item.price, amount: item.amount } : { price: undefined, amount: undefined });
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
    const byGood = new Map(lines.map((l) => [l.goodId, l]));
    const violations: Violation[] = [];
    const plans: Plan[] = [];
    const seen = new Set<number>();
    const mention = (goodId: number, i: number) => {
      if (seen.has(goodId)) violations.push({ propertyPath: `goods.${i}.id`, message: 'Товар указан дважды.' });
      seen.add(goodId);
    };

    input.goods.forEach((item, i) => {
      mention(item.id, i);
      if (isServiceGood(item.id) || (item.replacedBy !== undefined && isServiceGood(item.replacedBy))) {
        violations.push({ propertyPath: `goods.${i}.id`, message: 'Служебную позицию нельзя изменить.' });
        return;
      }
      const line = byGood.get(item.id) ?? null;
      const byHand = (item.price !== undefined && item.price !== (line ? Number(line.price) : undefined))
        || (item.amount !== undefined && item.amount !== (line ? Number(line.amount) : undefined));
      if (byHand) requireAction(locked, 'editPrice');
      if (item.replacedBy !== undefined) {
        if (!line) { violations.push({ propertyPath: `goods.${i}.id`, message: 'Такого товара нет в заказе.' }); return; }
        mention(item.replacedBy, i);
        if (byGood.has(item.replacedBy)) {
          violations.push({ propertyPath: `goods.${i}.replacedBy`, message: duplicateLineMessage(byGood.get(item.replacedBy)!.name) });
          return;
        }
        plans.push({ goodId: item.id, quantity: 0, isDeleted: true, replacedById: item.replacedBy, line, at: i });
        plans.push({ goodId: item.replacedBy, quantity: item.quantity, ...priced(item), isDeleted: false, line: null, at: i });
        return;
      }
      if (!line) requireAction(locked, 'addLines');
      const drop = item.isDeleted === true || item.quantity === 0;
      if (!line && drop) { violations.push({ propertyPath: `goods.${i}.quantity`, message: 'Укажите количество.' }); return; }
      plans.push({
        goodId: item.id, quantity: drop ? 0 : item.quantity, ...priced(item), isDeleted: drop,
        replacedById: drop ? line?.replacedById ?? null : null, line, at: i,
      });
    });
    if (violations.length > 0) throw unprocessable(violations);

    // the stock rows of every good touched, locked in good-id order
    const ids = [...new Set(plans.map((p) => p.goodId))].sort((a, b) => a - b);
    const stock = await tx.select({ goodId: articles.goodId, quantity: articles.quantity, price: articles.registerPrice }).from(articles)
      .where(and(eq(articles.shopId, order.shopId), inArray(articles.goodId, ids))).orderBy(asc(articles.goodId)).for('update');
    const stockOf = new Map(stock.map((s) => [s.goodId, s]));
    const info = new Map((await tx.select({ id: goods.id, name: goods.name, measureId: goods.measureId }).from(goods).where(inArray(goods.id, ids)))
      .map((g) => [g.id, g]));

    const short: Violation[] = [];
    for (const p of plans) {
      const g = info.get(p.goodId);
      const s = stockOf.get(p.goodId);
      if (!p.line && (!g || !s)) { violations.push({ propertyPath: `goods.${p.at}.id`, message: 'Этого товара нет в магазине заказа.' }); continue; }
      if (p.isDeleted) continue;
      const held = p.line && !p.line.isDeleted ? Number(p.line.quantity) : 0;
      const measure = measureFor(g?.measureId ?? 0, 0, 0);
      const unit = unitLabel(measure);
      const step = stepError(roundQuantity(p.quantity), measure.editStep, unit);
      if (step) { violations.push({ propertyPath: `goods.${p.at}.quantity`, message: step }); continue; }
      const check = capQuantity(p.quantity, Number(s?.quantity ?? 0) + held, unit);
      if (check.error) short.push({ propertyPath: `goods.${p.at}.quantity`, message: `«${g?.name ?? p.line?.name}»: ${check.error}` });
      p.quantity = check.error ? p.quantity : check.quantity;
    }
    if (violations.length > 0) throw unprocessable(violations);
    if (short.length > 0) throw conflict(short.map((v) => v.message).join('\n'), short);

    // the writes: stock first (guarded: it never goes negative), then the lines
    const moves = plans.map((p) => ({ goodId: p.goodId, delta: roundQuantity(p.quantity - (p.line && !p.line.isDeleted ? Number(p.line.quantity) : 0)) }))
      .filter((m) => m.delta !== 0 && stockOf.has(m.goodId));
    if (moves.length > 0) {
      const changed = await changeStock(tx, order.shopId, moves.map((m) => ({ goodId: m.goodId, delta: -m.delta })), { noNegative: true });
      if (changed.length !== new Set(moves.map((m) => m.goodId)).size) throw conflict('Товара не хватило: обновите заказ.');
    }
    let position = lines.reduce((m, l) => Math.max(m, l.position), -1);
    const changes: Record<string, [unknown, unknown]> = {};
    for (const p of plans) {
      const price = roundMoney(p.price ?? (p.line ? Number(p.line.price) : Number(stockOf.get(p.goodId)!.price)));
      const amount = p.isDeleted ? 0 : roundMoney(p.amount ?? price * p.quantity);
      if (p.line) {
        await tx.update(orderLines).set({ quantity: p.quantity, price, amount, isDeleted: p.isDeleted, replacedById: p.replacedById ?? null })
          .where(eq(orderLines.id, p.line.id));
        changes[`goods.${p.goodId}`] = [
          { quantity: Number(p.line.quantity), price: Number(p.line.price), amount: Number(p.line.amount), isDeleted: p.line.isDeleted },
          { quantity: p.quantity, price, amount, isDeleted: p.isDeleted },
        ];
      } else {
        const g = info.get(p.goodId)!;
        await tx.insert(orderLines).values({
          orderId, goodId: p.goodId, name: g.name, quantity: p.quantity, originalQuantity: 0, price, originalPrice: price, amount, position: ++position,
        });
        changes[`goods.${p.goodId}`] = [null, { quantity: p.quantity, price, amount }];
      }
    }

    // the order's sums again, from every line as it now is
    const after = await tx.select({ amount: orderLines.amount, isDeleted: orderLines.isDeleted }).from(orderLines).where(eq(orderLines.orderId, orderId));
    const goodsAmount = roundMoney(after.reduce((s, l) => (l.isDeleted ? s : s + Number(l.amount)), 0));
    if (input.amount !== undefined && input.amount !== null) requireAction(locked, 'editPrice');
    const total = editTotal({
      // the packets ride as a line (spec: lines + delivery + packing − promo code − promotion)
      lines: [{ amount: goodsAmount }, { amount: Number(order.packetCost) }],
      delivery: Number(order.deliveryCost), packing: Number(order.packagingCost),
      promoCode: Number(order.promoCodeDiscount), promotion: Number(order.promotionDiscount), manual: input.amount,
    });
    if (locked.facts.online) {
      const tooMuch = aboveHoldMessage(total, Number(order.holdAmount ?? order.originalAmount));
      if (tooMuch) throw conflict(tooMuch);
    }
    await tx.update(orders).set({ goodsAmount, amount: total, isChanged: true, updatedAt: clock.now() }).where(eq(orders.id, orderId));
    changes.amount = [Number(order.amount), total];
    await record(tx, {
      orderId, actorId: admin.id, verb: 'edit', status: order.status, typeName: 'Состав заказа изменён', changes,
      event: { type: 'edited', payload: { amount: total, goodsAmount, lines: plans.length } },
    });
  });
}
