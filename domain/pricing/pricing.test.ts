// The pricing rules to the letter of the spec (storefront spec §4 "Basket", §9; checkout spec §3, §9),
// each at its boundary: exactly at a threshold and one kopeck below.
import type { PromotionRule } from '../../contract';
import {
  checkPromoCode, choosePromotion, PROMO_MESSAGES, compare, computeBasket, countedAmount, describePromoCode, evaluatePromotions, minOrderAmount,
  overweightKg, packagingCost, packets, priceLine, priceLines, promotionCalculation, quoteDelivery,
  type BasketInput, type GoodFacts, type PromoCodeDef, type PromotionContext, type PromotionDef,
} from './index';

const good = (id: number, f: Partial<GoodFacts> = {}): GoodFacts => ({
  id, measureId: 0, grossWeight: 1, isPickup: false, categories: [7, 701], stock: 10, registerPrice: 100, actualPrice: 80, ...f,
});
const goodsOf = (...list: GoodFacts[]) => new Map(list.map((x) => [x.id, x]));

describe('lines', () => {
  it('charges the card price (actualPrice) to card holders and registerPrice to everyone else', () => {
    expect(priceLine(1, 2, good(1), true)).toMatchObject({ price: 80, amount: 160 });
    expect(priceLine(1, 2, good(1), false)).toMatchObject({ price: 100, amount: 200 });
  });

  it('cuts the quantity to the stock', () => {
    expect(priceLine(1, 5, good(1, { stock: 3 }), false)).toMatchObject({ quantity: 3, stock: 3, amount: 300, isOutOfStock: false });
    // a weighed good sells in whole steps of its measure: 2.35 kg on the shelf sell as 2.3 kg
    expect(priceLine(1, 2.5, good(1, { stock: 2.35, measureId: 1 }), false)).toMatchObject({ quantity: 2.3, stock: 2.35, amount: 230 });
    expect(priceLine(1, 1, good(1, { stock: 0.05, measureId: 1 }), false)).toMatchObject({ quantity: 0, isOutOfStock: true });
  });

  it('makes a good without stock, or unknown to the shop, an out-of-stock line counting nothing', () => {
    expect(priceLine(1, 2, good(1, { stock: 0 }), false)).toMatchObject({ quantity: 0, price: 0, amount: 0, isOutOfStock: true, grossWeight: 0 });
    expect(priceLine(9, 1, undefined, true)).toMatchObject({ quantity: 0, price: 0, amount: 0, isOutOfStock: true, stock: 0 });
  });

  it('rounds amounts to kopecks', () => {
    expect(priceLine(1, 3, good(1, { registerPrice: 33.333 }), false).amount).toBe(100);
    expect(priceLine(1, 0.35, good(1, { registerPrice: 199.99, measureId: 1 }), false).amount).toBe(70);
    expect(priceLine(1, 3, good(1, { registerPrice: 0.1 }), false).amount).toBe(0.3);
  });

  it('prices per-100-gram goods per portion while the quantity is kept in kg', () => {
    const line = priceLine(1, 0.3, good(1, { measureId: 6, registerPrice: 45.5, grossWeight: 0.1 }), false);
    expect(line).toMatchObject({ quantity: 0.3, amount: 136.5, grossWeight: 0.3 });
  });

  it('merges a good asked twice into one line', () => {
    const lines = priceLines([{ id: 1, quantity: 1 }, { id: 2, quantity: 1 }, { id: 1, quantity: 2 }], goodsOf(good(1), good(2)), false);
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([[1, 3], [2, 1]]);
  });
});

describe('packets', () => {
  const cost = { amountStep: 1500, packetPrice: 9.99, minExtraPacketEnableAmount: 500, extraPacketCategories: [301, 501] };

  it('needs ceil(amount / amountStep) packets', () => {
    expect(packets(0.01, cost, [])).toEqual({ packetNum: 1, packetAmount: 9.99 });
    expect(packets(1500, cost, [])).toEqual({ packetNum: 1, packetAmount: 9.99 });
    expect(packets(1500.01, cost, [])).toEqual({ packetNum: 2, packetAmount: 19.98 });
    expect(packets(4500, cost, []).packetNum).toBe(3);
  });

  it('adds one packet per distinct listed category present from minExtraPacketEnableAmount on', () => {
    const present = [[3, 301], [3, 301], [5, 501], [7, 701]];
    expect(packets(500, cost, present)).toEqual({ packetNum: 3, packetAmount: 29.97 });
    expect(packets(499.99, cost, present)).toEqual({ packetNum: 1, packetAmount: 9.99 });
  });

  it('needs none for an empty basket or a shop without packets', () => {
    expect(packets(0, cost, [])).toEqual({ packetNum: 0, packetAmount: 0 });
    expect(packets(1000, null, [])).toEqual({ packetNum: 0, packetAmount: 0 });
  });
});

describe('packaging', () => {
  const cost = { minAmount: 1000, minPrice: 20, amountStep: 1000, priceStep: 10 };

  it('is nothing below minAmount, minPrice at it, plus priceStep per whole amountStep above it', () => {
    expect(packagingCost(999.99, cost)).toBe(0);
    expect(packagingCost(1000, cost)).toBe(20);
    expect(packagingCost(1999.99, cost)).toBe(20);
    expect(packagingCost(2000, cost)).toBe(30);
    expect(packagingCost(3500, cost)).toBe(40);
  });

  it('is nothing for a shop without packaging', () => {
    expect(packagingCost(5000, null)).toBe(0);
  });
});

describe('delivery', () => {
  const shop = {
    deliveryEnabled: true, maxFreeWeight: 30, overKyloPrice: 10,
    deliveryCosts: [{ price: 0, minAmount: 3000 }, { price: 99, minAmount: 1500 }, { price: 199, minAmount: 0 }],
  };

  it('takes the first tier whose minAmount is at most the amount', () => {
    expect(quoteDelivery(shop, 1499.99, 0, 'unknown', false)).toMatchObject({ available: true, cost: 199 });
    expect(quoteDelivery(shop, 1500, 0, 'unknown', false)).toMatchObject({ cost: 99 });
    expect(quoteDelivery(shop, 2999.99, 0, 'unknown', false)).toMatchObject({ cost: 99 });
    expect(quoteDelivery(shop, 3000, 0, 'unknown', false)).toMatchObject({ cost: 0 });
  });

  it('charges 149 when the shop has no tiers, or none applies', () => {
    expect(quoteDelivery({ ...shop, deliveryCosts: [] }, 500, 0, 'unknown', false)).toMatchObject({ cost: 149 });
    expect(quoteDelivery({ ...shop, deliveryCosts: [{ price: 50, minAmount: 1000 }] }, 999.99, 0, 'unknown', false)).toMatchObject({ cost: 149 });
  });

  it('adds the zone price', () => {
    expect(quoteDelivery(shop, 500, 0, { zonePrice: 150 }, false)).toMatchObject({ cost: 349, zonePrice: 150, tariff: 199 });
  });

  it('adds the weight above maxFreeWeight, rounded to whole kg, at overKyloPrice per kg', () => {
    expect(overweightKg(30, 30)).toBe(0);
    expect(overweightKg(30.49, 30)).toBe(0);
    expect(overweightKg(30.5, 30)).toBe(1);
    expect(overweightKg(35.2, 30)).toBe(5);
    expect(quoteDelivery(shop, 500, 35.2, { zonePrice: 0 }, false)).toMatchObject({ cost: 199 + 50, overweight: 50 });
  });

  it('is 0 with a free-delivery promotion, zone and over-weight included', () => {
    expect(quoteDelivery(shop, 500, 40, { zonePrice: 150 }, true)).toMatchObject({ available: true, cost: 0 });
  });

  it('is unavailable when the shop does not deliver or the point is outside its zones', () => {
    expect(quoteDelivery({ ...shop, deliveryEnabled: false }, 500, 0, 'unknown', false)).toEqual({ available: false });
    expect(quoteDelivery(shop, 500, 0, 'outside', false)).toEqual({ available: false });
  });
});

describe('compare', () => {
  it.each([
    ['lt', [false, false, true]], ['lte', [false, true, true]], ['eq', [false, true, false]],
    ['gte', [true, true, false]], ['gt', [true, false, false]],
  ] as const)('%s against 1 000 for 1 000.01, 1 000 and 999.99', (op, expected) => {
    expect([compare(1000.01, op, 1000), compare(1000, op, 1000), compare(999.99, op, 1000)]).toEqual(expected);
  });
});

describe('promotions', () => {
  const lines = priceLines([{ id: 1, quantity: 5 }, { id: 2, quantity: 2 }, { id: 3, quantity: 1 }],
    goodsOf(good(1, { grossWeight: 2 }), good(2, { grossWeight: 0.5, registerPrice: 250 }), good(3, { stock: 0 })), false);
  // amount 1 000, weight 11 kg, two goods in stock
  const ctx = (over: Partial<PromotionContext> = {}): PromotionContext => ({
    amount: 1000, lines, cashType: null, isDelivery: true, customer: { orderCount: 0, uses: new Map() }, ...over,
  });
  const promo = (id: number, rules: PromotionRule[], results: PromotionDef['results'] = [{ type: 'discountAmount', value: 50 }]): PromotionDef =>
    ({ id, title: `P${id}`, info: null, rules, results });
  const rule = (type: PromotionRule['type'], operator: PromotionRule['operator'], value: number, goods: number[] = []): PromotionRule =>
    ({ type, operator, value, goods });
  const applies = (p: PromotionDef, c = ctx()) => evaluatePromotions([p], c).get(p.id)!.applies;

  it('orderAmount compares the goods amount', () => {
    expect(applies(promo(1, [rule('orderAmount', 'gte', 1000)]))).toBe(true);
    expect(applies(promo(1, [rule('orderAmount', 'gte', 1000)]), ctx({ amount: 999.99 }))).toBe(false);
  });

  it('goodsWeight compares the kg of the listed goods in stock (all goods when none are listed)', () => {
    expect(applies(promo(1, [rule('goodsWeight', 'eq', 11)]))).toBe(true);
    expect(applies(promo(1, [rule('goodsWeight', 'eq', 10, [1])]))).toBe(true);
    expect(applies(promo(1, [rule('goodsWeight', 'gt', 11)]))).toBe(false);
  });

  it('anyGoods counts the listed goods in stock', () => {
    expect(applies(promo(1, [rule('anyGoods', 'gte', 1, [2, 3])]))).toBe(true);
    expect(applies(promo(1, [rule('anyGoods', 'gte', 1, [3])]))).toBe(false); // out of stock
    expect(applies(promo(1, [rule('anyGoods', 'eq', 2)]))).toBe(true);
  });

  it('orderCashType compares the payment type; none chosen meets nothing', () => {
    expect(applies(promo(1, [rule('orderCashType', 'eq', 3)]), ctx({ cashType: 3 }))).toBe(true);
    expect(applies(promo(1, [rule('orderCashType', 'eq', 3)]), ctx({ cashType: 2 }))).toBe(false);
    expect(applies(promo(1, [rule('orderCashType', 'lte', 3)]))).toBe(false);
  });

  it('firstOrderOnly compares the earlier orders; a guest never meets it', () => {
    const p = promo(1, [rule('firstOrderOnly', 'eq', 0)]);
    expect(applies(p)).toBe(true);
    expect(applies(p, ctx({ customer: { orderCount: 1, uses: new Map() } }))).toBe(false);
    expect(applies(p, ctx({ customer: null }))).toBe(false);
  });

  it('maxCustomerApplies compares how many orders of the customer used it', () => {
    const p = promo(4, [rule('maxCustomerApplies', 'lt', 2)]);
    expect(applies(p, ctx({ customer: { orderCount: 3, uses: new Map([[4, 1]]) } }))).toBe(true);
    expect(applies(p, ctx({ customer: { orderCount: 3, uses: new Map([[4, 2]]) } }))).toBe(false);
    expect(applies(p, ctx({ customer: null }))).toBe(false);
  });

  it('otherPromotionApplies counts the other promotions whose own rules hold', () => {
    const alone = promo(1, [rule('otherPromotionApplies', 'eq', 0)]);
    const together = promo(2, [rule('otherPromotionApplies', 'gte', 1)]);
    const cash = promo(3, [rule('orderCashType', 'eq', 3)]);
    const out = evaluatePromotions([alone, together, cash], ctx());
    // alone and together each see the other (their own rules, otherPromotionApplies aside, hold)
    expect([out.get(1)!.applies, out.get(2)!.applies, out.get(3)!.applies]).toEqual([false, true, false]);
    expect(evaluatePromotions([alone, cash], ctx()).get(1)!.applies).toBe(true);
    expect(evaluatePromotions([alone, cash], ctx({ cashType: 3 })).get(1)!.applies).toBe(false);
  });

  it('every rule must hold', () => {
    expect(applies(promo(1, [rule('orderAmount', 'gte', 500), rule('orderCashType', 'eq', 3)]))).toBe(false);
  });

  it('gives a sum, a percent (in kopecks, never above the goods) and free delivery on delivery orders only', () => {
    const c = ctx();
    expect(evaluatePromotions([promo(1, [], [{ type: 'discountAmount', value: 300 }])], c).get(1)).toEqual({ applies: true, discountAmount: 300, freeDelivery: false });
    expect(evaluatePromotions([promo(1, [], [{ type: 'percentAmount', value: 7.5 }])], ctx({ amount: 999.99 })).get(1)!.discountAmount).toBe(75);
    expect(evaluatePromotions([promo(1, [], [{ type: 'discountAmount', value: 5000 }])], c).get(1)!.discountAmount).toBe(1000);
    expect(evaluatePromotions([promo(1, [], [{ type: 'freeDelivery', value: 0 }])], c).get(1)!.freeDelivery).toBe(true);
    expect(evaluatePromotions([promo(1, [], [{ type: 'freeDelivery', value: 0 }])], ctx({ isDelivery: false })).get(1)!.freeDelivery).toBe(false);
  });

  it('chooses the promotion saving most, the lowest id on a tie, none that saves nothing', () => {
    const sum = promo(5, [], [{ type: 'discountAmount', value: 100 }]);
    const pct = promo(3, [], [{ type: 'percentAmount', value: 10 }]); // 100 of 1 000
    const free = promo(9, [], [{ type: 'freeDelivery', value: 0 }]);
    expect(choosePromotion([sum, pct, free], ctx(), 99)?.promotion.id).toBe(3);
    expect(choosePromotion([sum, pct, free], ctx(), 199)?.promotion.id).toBe(9);
    expect(choosePromotion([free], ctx(), 0)).toBeNull();
    expect(choosePromotion([free], ctx({ isDelivery: false }), null)).toBeNull();
  });
});

describe('promo codes', () => {
  const code = (over: Partial<PromoCodeDef> = {}): PromoCodeDef => ({
    code: 'DEMO10', discountType: 2, amount: 10, minBasketAmount: 0, ruleCategories: [], ruleCategoryNames: [], ruleWhitePrice: false,
    barcode: null, shopIds: null, startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, uses: 0, customerUses: 0, ...over,
  });
  const now = new Date('2026-11-22T12:00:00Z');
  const lines = [
    { amount: 600, categories: [3, 301], registerPrice: 300, actualPrice: 300 },
    { amount: 400, categories: [7, 701], registerPrice: 200, actualPrice: 180 },
  ];

  it('type 1 takes a fixed sum, never more than the goods counted', () => {
    expect(checkPromoCode(code({ discountType: 1, amount: 200 }), now, 1, 1000, lines)).toEqual({ ok: true, discountAmount: 200, counted: 1000 });
    expect(checkPromoCode(code({ discountType: 1, amount: 200 }), now, 1, 150, [{ ...lines[0], amount: 150 }])).toMatchObject({ discountAmount: 150 });
  });

  it('type 2 takes a percent of the goods counted, in kopecks', () => {
    expect(checkPromoCode(code(), now, 1, 1000, lines)).toMatchObject({ ok: true, discountAmount: 100 });
    expect(checkPromoCode(code({ amount: 15 }), now, 1, 333.33, [{ ...lines[0], amount: 333.33 }])).toMatchObject({ discountAmount: 50 });
  });

  it('a code switched off in the back office is refused in the words of an unknown one; missing isActive means on', () => {
    expect(checkPromoCode(code({ isActive: false }), now, 1, 1000, lines)).toEqual({ ok: false, message: PROMO_MESSAGES.unknown });
    expect(checkPromoCode(code({ isActive: true }), now, 1, 1000, lines)).toMatchObject({ ok: true });
    expect(checkPromoCode(code(), now, 1, 1000, lines)).toMatchObject({ ok: true });
  });

  it('counts only the goods of the rule categories (and those below them)', () => {
    expect(countedAmount({ ruleCategories: [3], ruleWhitePrice: false }, lines)).toBe(600);
    expect(countedAmount({ ruleCategories: [701], ruleWhitePrice: false }, lines)).toBe(400);
  });

  it('with ruleWhitePrice counts only goods without a card discount', () => {
    expect(countedAmount({ ruleCategories: [], ruleWhitePrice: true }, lines)).toBe(600);
  });

  it('applies from the min basket amount, not one kopeck below', () => {
    const demo200 = code({ code: 'DEMO200', discountType: 1, amount: 200, minBasketAmount: 1500 });
    expect(checkPromoCode(demo200, now, 1, 1500, lines)).toMatchObject({ ok: true, discountAmount: 200 });
    expect(checkPromoCode(demo200, now, 1, 1499.99, lines)).toEqual({ ok: false, message: 'Промокод действует при заказе от 1\u00a0500\u00a0₽.' });
  });

  it('refuses a code used up in total or by this customer, out of its period, or of another shop', () => {
    expect(checkPromoCode(code({ maxUses: 1, uses: 1 }), now, 1, 1000, lines)).toEqual({ ok: false, message: 'Промокод не найден или больше не действует.' });
    expect(checkPromoCode(code({ maxUses: 2, uses: 1 }), now, 1, 1000, lines).ok).toBe(true);
    expect(checkPromoCode(code({ maxUsesPerCustomer: 1, customerUses: 1 }), now, 1, 1000, lines))
      .toEqual({ ok: false, message: 'Вы уже использовали этот промокод.' });
    expect(checkPromoCode(code({ maxUsesPerCustomer: 1, customerUses: null }), now, 1, 1000, lines).ok).toBe(true); // a guest
    expect(checkPromoCode(code({ endsAt: now }), now, 1, 1000, lines)).toEqual({ ok: false, message: 'Промокод не найден или больше не действует.' });
    expect(checkPromoCode(code({ endsAt: new Date(now.getTime() + 1) }), now, 1, 1000, lines).ok).toBe(true);
    expect(checkPromoCode(code({ startsAt: new Date(now.getTime() + 1) }), now, 1, 1000, lines)).toEqual({ ok: false, message: 'Промокод не найден или больше не действует.' });
    expect(checkPromoCode(code({ shopIds: [2] }), now, 1, 1000, lines)).toEqual({ ok: false, message: 'Промокод не найден или больше не действует.' });
  });

  it('refuses a basket with none of the goods it counts', () => {
    expect(checkPromoCode(code({ ruleCategories: [5] }), now, 1, 1000, lines)).toEqual({ ok: false, message: 'В корзине нет товаров, на которые действует промокод.' });
  });

  it('describes itself in Russian', () => {
    expect(describePromoCode(code())).toBe('Скидка 10\u00a0% на товары.');
    expect(describePromoCode(code({ discountType: 1, amount: 200, minBasketAmount: 1500 }))).toBe('Скидка 200\u00a0₽ на товары при заказе от 1\u00a0500\u00a0₽.');
    expect(describePromoCode(code({ amount: 15, ruleCategoryNames: ['Мясо и птица'], ruleWhitePrice: true })))
      .toBe('Скидка 15\u00a0% на товары категорий: Мясо и птица (кроме товаров со скидкой).');
  });
});

describe('the basket', () => {
  const shop: BasketInput['shop'] = {
    id: 1, deliveryEnabled: true, maxFreeWeight: 30, overKyloPrice: 10, minOrderAmount: 700,
    deliveryCosts: [{ price: 0, minAmount: 3000 }, { price: 99, minAmount: 1500 }, { price: 199, minAmount: 0 }],
    packagingCost: { minAmount: 1000, minPrice: 20, amountStep: 1000, priceStep: 10 },
    packetCost: { amountStep: 1500, packetPrice: 9.99, minExtraPacketEnableAmount: 500, extraPacketCategories: [301] },
  };
  const input = (over: Partial<BasketInput> = {}): BasketInput => ({
    shop, items: [{ id: 1, quantity: 10 }, { id: 2, quantity: 1 }], goods: goodsOf(good(1), good(2, { stock: 0 })),
    hasCard: false, receivingMethod: 'delivery', point: { zonePrice: 50 }, cashType: null, promotions: [], customer: null,
    minOrderAmount: 700, now: new Date('2026-11-22T12:00:00Z'), ...over,
  });

  it('totals goods + packets + packaging + delivery', () => {
    const b = computeBasket(input()); // 1 000 of goods
    expect([b.amount, b.packetCostInfo.packetAmount, b.packagingCost, b.deliveryCost, b.deliveryZonePrice]).toEqual([1000, 9.99, 20, 249, 50]);
    expect(b.total).toBe(1278.99);
    expect([b.itemsCount, b.availableItemsCount, b.grossWeight, b.freeDeliveryFrom, b.maxFreeWeight]).toEqual([2, 1, 10, 3000, 30]);
  });

  it('subtracts the promotion and the promo code, never below 0', () => {
    const promo: PromotionDef = { id: 1, title: 'Минус 100', info: null, rules: [], results: [{ type: 'discountAmount', value: 100 }] };
    const demo10: PromoCodeDef = {
      code: 'DEMO10', discountType: 2, amount: 10, minBasketAmount: 0, ruleCategories: [], ruleCategoryNames: [], ruleWhitePrice: false,
      barcode: null, shopIds: null, startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, uses: 0, customerUses: null,
    };
    const b = computeBasket(input({ promotions: [promo], promoCode: demo10 }));
    expect(b.promotion).toEqual({ id: 1, title: 'Минус 100', info: null, discountAmount: 100, freeDelivery: false });
    expect(b.promoCode?.discountAmount).toBe(100);
    expect(b.total).toBe(1078.99);
    const huge = computeBasket(input({ promoCode: { ...demo10, discountType: 1, amount: 1000 }, promotions: [{ ...promo, results: [{ type: 'discountAmount', value: 1000 }] }] }));
    expect(huge.total).toBe(0);
  });

  it('reports an unknown promo code', () => {
    expect(computeBasket(input({ promoCode: null })).promoCodeError).toBe('Промокод не найден или больше не действует.');
    expect(computeBasket(input()).promoCodeError).toBeNull();
  });

  it('leaves delivery out of a pickup total and out of an unavailable one', () => {
    expect(computeBasket(input({ receivingMethod: 'pickup' }))).toMatchObject({ isDelivery: false, deliveryCost: null, total: 1029.99 });
    expect(computeBasket(input({ point: 'outside' }))).toMatchObject({ isDeliveryAvailable: false, deliveryCost: null, total: 1029.99 });
  });

  it('makes delivery free with a free-delivery promotion', () => {
    const free: PromotionDef = { id: 2, title: 'Доставка 0', info: null, rules: [], results: [{ type: 'freeDelivery', value: 0 }] };
    expect(computeBasket(input({ promotions: [free] }))).toMatchObject({ deliveryCost: 0, total: 1029.99, promotion: { id: 2, freeDelivery: true } });
  });

  it('calculates one promotion whether or not it wins', () => {
    const p: PromotionDef = { id: 3, title: 'Наличные', info: null, rules: [{ type: 'orderCashType', operator: 'eq', value: 3, goods: [] }], results: [{ type: 'discountAmount', value: 100 }] };
    expect(promotionCalculation(input({ promotions: [p], cashType: 3 }), 3)).toEqual({ applies: true, discountAmount: 100, freeDelivery: false });
    expect(promotionCalculation(input({ promotions: [p] }), 3)).toEqual({ applies: false, discountAmount: 0, freeDelivery: false });
    expect(promotionCalculation(input({ promotions: [p] }), 4)).toBeNull();
  });
});

describe('the minimum order amount', () => {
  it("is the shop's, or 1 ₽ for a special login", () => {
    expect(minOrderAmount(700, false)).toBe(700);
    expect(minOrderAmount(700, true)).toBe(1);
  });
});
