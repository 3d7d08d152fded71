import {
  addGood, addGoods, basketInputMax, clearBasket, decrementLine, incrementLine, inputBounds, lineFromGood,
  readTypedQuantity, refreshFromPriced, refreshLines, inStockFirst, removeLine, type PricedLines, roundToStep, setLineQuantity, storedQuantity, type BasketLine, type GoodSummary,
  applyBasketQuery, readBasketQuery, withoutBasketQuery, cutNotice, markCutsSeen,
} from './basket';
import { measureFor, MEASURE } from './measure';
import { goodsAmount, priceLine } from './pricing/lines';

function good(over: Partial<GoodSummary> & { measureId?: number; stock?: number | null } = {}): GoodSummary {
  const { measureId = MEASURE.pieces, stock = 50, ...rest } = over;
  return {
    id: 1,
    name: 'Молоко 3,2% 930 мл',
    image: '/media/goods/1.svg',
    hasImage: true,
    measure: measureFor(measureId, 0.95, 0.93),
    article: stock === null ? null : { quantity: stock, registerPrice: 100, actualPrice: 89.9 },
    isPickup: false,
    catalog: { id: 10, parentId: 2, hasAgeRestrictions: false },
    ...rest,
  };
}

describe("the browser's estimate and the API's pricing", () => {
  // the basket shows its own amounts until the API's answer comes: the two must agree to the kopeck
  it.each([
    [MEASURE.pieces, 3, false], [MEASURE.pieces, 3, true], [MEASURE.kilogram, 1.3, true], [MEASURE.per100g, 0.3, false], [MEASURE.per100g, 0.7, true],
  ])('price a line alike (measure %i, quantity %d, card %s)', (measureId, quantity, hasCard) => {
    const g = good({ measureId, article: { quantity: 50, registerPrice: 33.33, actualPrice: 29.99 } });
    const [line] = setLineQuantity(addGood([], g, hasCard), g.id, quantity, hasCard);
    const api = priceLine(g.id, quantity, {
      id: g.id, measureId, grossWeight: 1, isPickup: false, categories: [], stock: 50, registerPrice: 33.33, actualPrice: 29.99,
    }, hasCard);
    expect([line.quantity, line.price, line.amount]).toEqual([api.quantity, api.price, api.amount]);
    expect(goodsAmount([line, line])).toBe(goodsAmount([api, api]));
  });
});

describe('adding a good', () => {
  it('takes the measure order quantity and the regular price for shoppers without a card', () => {
    const [line] = addGood([], good());
    expect(line).toMatchObject({ id: 1, quantity: 1, measure: 'шт', regprice: 100, actprice: 89.9, price: 100, amount: 100, isOutOfStock: false });
  });

  it('uses the card price for card holders', () => {
    const [line] = addGood([], good(), true);
    expect(line.price).toBe(89.9);
    expect(line.amount).toBe(89.9);
  });

  it('adds half a kilogram of weighed goods and 100 g of per-100-gram goods', () => {
    expect(addGood([], good({ measureId: MEASURE.kilogram }))[0].quantity).toBe(0.5);
    const [per100] = addGood([], good({ measureId: MEASURE.per100g }));
    expect(per100.quantity).toBe(0.1);
    expect(per100.measure).toBe('100г');
  });

  it('prices per-100-gram goods per portion: 300 g at 100 ₽ per 100 g cost 300 ₽', () => {
    let lines = addGood([], good({ measureId: MEASURE.per100g }));
    expect(lines[0].amount).toBe(100);
    lines = setLineQuantity(lines, 1, 0.3);
    expect(lines[0].amount).toBe(300);
  });

  it('caps the order quantity at the stock', () => {
    const [line] = addGood([], good({ measureId: MEASURE.kilogram, stock: 0.3 }));
    expect(line.quantity).toBe(0.3);
    expect(line.max).toBe(0.3);
  });

  it('keeps the line max at the measure max when the stock is larger', () => {
    expect(addGood([], good({ stock: 5000 }))[0].max).toBe(999);
    expect(addGood([], good({ measureId: MEASURE.kilogram, stock: 5000 }))[0].max).toBe(100);
  });

  it('ignores goods the shop does not sell or has not in stock', () => {
    expect(addGood([], good({ stock: null }))).toEqual([]);
    expect(addGood([], good({ stock: 0 }))).toEqual([]);
    expect(lineFromGood(good({ stock: -1 }))).toBeNull();
  });

  it('steps up a good already in the basket instead of adding a second line', () => {
    const lines = addGood(addGood([], good()), good());
    expect(lines).toHaveLength(1);
    expect(lines[0].quantity).toBe(2);
  });

  it('adds several goods at once', () => {
    const lines = addGoods([], [good({ id: 1 }), good({ id: 2 }), good({ id: 3, stock: 0 })]);
    expect(lines.map((l) => l.id)).toEqual([1, 2]);
  });
});

describe('changing quantities', () => {
  it('increments by the step without floating-point dust', () => {
    let lines = addGood([], good({ measureId: MEASURE.kilogram }));
    lines = incrementLine(lines, 1);
    lines = incrementLine(lines, 1);
    expect(lines[0].quantity).toBe(0.7);
    expect(lines[0].amount).toBe(70);
  });

  it('does not go above the max', () => {
    let lines = addGood([], good({ stock: 2 }));
    lines = incrementLine(incrementLine(lines, 1), 1);
    expect(lines[0].quantity).toBe(2);
  });

  it('decrements by the step and removes the line below the min', () => {
    let lines = addGood([], good());
    lines = incrementLine(lines, 1);
    lines = decrementLine(lines, 1);
    expect(lines[0].quantity).toBe(1);
    expect(decrementLine(lines, 1)).toEqual([]);
  });

  it('keeps a weighed line at its min and removes it one step below', () => {
    let lines = addGood([], good({ measureId: MEASURE.kilogram }));
    for (let i = 0; i < 4; i++) lines = decrementLine(lines, 1);
    expect(lines[0].quantity).toBe(0.1);
    expect(decrementLine(lines, 1)).toEqual([]);
  });

  it('rounds a typed quantity to the step, then clamps it to min..max', () => {
    const lines = addGood([], good({ measureId: MEASURE.kilogram, stock: 3 }));
    expect(setLineQuantity(lines, 1, 1.26)[0].quantity).toBe(1.3);
    expect(setLineQuantity(lines, 1, 0.01)[0].quantity).toBe(0.1);
    expect(setLineQuantity(lines, 1, 7)[0].quantity).toBe(3);
    expect(setLineQuantity(addGood([], good()), 1, 2.4)[0].quantity).toBe(2);
  });

  it('falls back to the minimum, not the maximum, for an empty or invalid typed quantity', () => {
    const weighed = addGood([], good({ measureId: MEASURE.kilogram, stock: 3 }));
    for (const typed of [Number(''), Number('abc'), NaN, Infinity, -Infinity, 0, -2]) {
      expect(setLineQuantity(weighed, 1, typed)[0].quantity).toBe(0.1);
    }
    const pieces = addGood([], good({ stock: 40 }));
    expect(setLineQuantity(pieces, 1, NaN)[0].quantity).toBe(1);
    expect(setLineQuantity(pieces, 1, Number(''))[0].quantity).toBe(1);
  });

  it('leaves other lines alone', () => {
    const lines = addGoods([], [good({ id: 1 }), good({ id: 2 })]);
    const next = incrementLine(lines, 2);
    expect(next[0]).toBe(lines[0]);
    expect(next[1].quantity).toBe(2);
  });

  it('rounds to fractional steps', () => {
    expect(roundToStep(0.35, 0.1)).toBe(0.4);
    expect(roundToStep(1.234, 0.001)).toBe(1.23);
    expect(roundToStep(5, 2)).toBe(6);
  });
});

describe('removing and clearing', () => {
  it('removes one line and clears all', () => {
    const lines = addGoods([], [good({ id: 1 }), good({ id: 2 })]);
    expect(removeLine(lines, 1).map((l) => l.id)).toEqual([2]);
    expect(clearBasket()).toEqual([]);
  });
});

describe('refreshing from the shop', () => {
  it('marks missing and out-of-stock goods with a zero price and leaves them out of the amount', () => {
    const lines = addGoods([], [good({ id: 1 }), good({ id: 2 }), good({ id: 3 })]);
    const next = refreshLines(lines, [good({ id: 1 }), good({ id: 2, stock: 0 })]);
    expect(next.map((l) => [l.id, l.isOutOfStock, l.price])).toEqual([[1, false, 100], [2, true, 0], [3, true, 0]]);
    expect(goodsAmount(next)).toBe(100);
  });

  it('cuts quantity and max to the stock and takes new prices', () => {
    const lines = setLineQuantity(addGood([], good()), 1, 10);
    const changed = good({ stock: 4 });
    changed.article = { quantity: 4, registerPrice: 120, actualPrice: 110 };
    const [line] = refreshLines(lines, [changed], true);
    expect(line).toMatchObject({ quantity: 4, max: 4, regprice: 120, actprice: 110, price: 110, amount: 440 });
  });
});

/** A line of the API's priced basket (contract/basket.ts BasketLine). */
function pricedItem(id: number, over: Partial<PricedLines['items'][number]> = {}): PricedLines['items'][number] {
  return {
    id, quantity: 1, stock: 50, registerPrice: 100, actualPrice: 89.9, price: 100, amount: 100,
    isOutOfStock: false, isPickup: false, grossWeight: 0.95, ...over,
  };
}

describe('refreshing from the priced basket (storefront spec §4)', () => {
  it('marks goods the answer marks out of stock (missing ones too) with a zero price and amount', () => {
    const lines = addGoods([], [good({ id: 1 }), good({ id: 2 }), good({ id: 3 })]);
    const gone = { isOutOfStock: true, stock: 0, quantity: 0, price: 0, amount: 0 };
    const next = refreshFromPriced(lines, { items: [pricedItem(1), pricedItem(2, gone), pricedItem(3, { ...gone, registerPrice: 0, actualPrice: 0 })] });
    expect(next.map((l) => [l.id, l.isOutOfStock, l.price, l.amount])).toEqual([[1, false, 100, 100], [2, true, 0, 0], [3, true, 0, 0]]);
    expect(goodsAmount(next)).toBe(100);
  });

  it('leaves a line the answer does not mention as it is (added while the answer travelled)', () => {
    const lines = addGoods([], [good({ id: 1 }), good({ id: 2 })]);
    const next = refreshFromPriced(lines, { items: [pricedItem(1, { price: 95, amount: 95 })] });
    expect(next[1]).toBe(lines[1]);
    expect(next[0].price).toBe(95);
  });

  it('cuts quantity and max to the stock and takes the server\'s prices', () => {
    const lines = setLineQuantity(addGood([], good()), 1, 10);
    const [line] = refreshFromPriced(lines, { items: [pricedItem(1, { stock: 4, quantity: 4, registerPrice: 120, actualPrice: 110, price: 110, amount: 440 })] });
    expect(line).toMatchObject({ quantity: 4, max: 4, regprice: 120, actprice: 110, price: 110, amount: 440, isOutOfStock: false });
  });

  it('lets max grow back to the measure\'s when the stock does, without raising the quantity', () => {
    const lines = refreshFromPriced(addGood([], good()), { items: [pricedItem(1, { stock: 3 })] });
    expect(lines[0].max).toBe(3);
    const [line] = refreshFromPriced(lines, { items: [pricedItem(1, { stock: 40 })] });
    expect(line.max).toBe(40);
    expect(line.quantity).toBe(1);
  });

  it('brings an out-of-stock line back when the good is in stock again', () => {
    const out = refreshFromPriced(addGood([], good()), { items: [pricedItem(1, { isOutOfStock: true, stock: 0, quantity: 0, price: 0, amount: 0 })] });
    expect(out[0].isOutOfStock).toBe(true);
    const [line] = refreshFromPriced(out, { items: [pricedItem(1, { price: 89.9, amount: 89.9 })] });
    expect(line).toMatchObject({ isOutOfStock: false, price: 89.9, amount: 89.9 });
  });

  it('cuts a quantity above the basket\'s 99 to 99', () => {
    const lines = setLineQuantity(addGood([], good({ stock: 500 })), 1, 150);
    expect(lines[0].quantity).toBe(150);
    const [line] = refreshFromPriced(lines, { items: [pricedItem(1, { stock: 500, quantity: 99, amount: 9900 })] });
    expect(line.quantity).toBe(99);
    expect(line.amount).toBe(9900);
  });

  it('prices per-100-gram lines per portion, as the server does', () => {
    const lines = setLineQuantity(addGood([], good({ measureId: MEASURE.per100g, stock: 5 })), 1, 0.3);
    const [line] = refreshFromPriced(lines, { items: [pricedItem(1, { stock: 5, quantity: 0.3, price: 45.5, amount: 136.5 })] });
    expect(line).toMatchObject({ quantity: 0.3, price: 45.5, amount: 136.5 });
  });

  it('answers the very same array when nothing changed, so the store is not written again', () => {
    const lines = refreshFromPriced(addGoods([], [good({ id: 1 }), good({ id: 2 })]), { items: [pricedItem(1), pricedItem(2, { stock: 7 })] });
    expect(refreshFromPriced(lines, { items: [pricedItem(1), pricedItem(2, { stock: 7 })] })).toBe(lines);
  });

  it('never undoes a newer quantity with an answer to an older one', () => {
    // the shopper clicked + to 3 while the answer for 2 travelled: the stock, not the answer's quantity, cuts
    const lines = setLineQuantity(addGood([], good()), 1, 3);
    const [line] = refreshFromPriced(lines, { items: [pricedItem(1, { quantity: 2, amount: 200 })] });
    expect(line.quantity).toBe(3);
    expect(line.amount).toBe(300);
  });
});

describe('a quantity the stock cut says so until seen', () => {
  it('a refresh that cuts to the stock keeps what was asked; the line says how much the shop has', () => {
    const lines = setLineQuantity(addGood([], good()), 1, 3);
    const [line] = refreshFromPriced(lines, { items: [pricedItem(1, { stock: 1 })] });
    expect(line).toMatchObject({ quantity: 1, cutFrom: 3 });
    expect(cutNotice(line)).toBe('В этом магазине есть только 1 шт.');
    // a second cut keeps the first ask
    const [again] = refreshFromPriced(setLineQuantity(lines, 1, 5).map((l) => ({ ...l, cutFrom: 5 })), { items: [pricedItem(1, { stock: 2 })] });
    expect(again.cutFrom).toBe(5);
  });

  it('says nothing for a line within the stock, cut only to the basket\'s 99, or out of stock', () => {
    const [within] = refreshFromPriced(setLineQuantity(addGood([], good()), 1, 3), { items: [pricedItem(1, { stock: 40 })] });
    expect(cutNotice(within)).toBeNull();
    const [capped] = refreshFromPriced(setLineQuantity(addGood([], good({ stock: 500 })), 1, 150), { items: [pricedItem(1, { stock: 500 })] });
    expect(capped.cutFrom).toBeUndefined();
    expect(cutNotice({ ...within, cutFrom: 3, quantity: 0, isOutOfStock: true })).toBeNull();
  });

  it('is dropped once seen, and when the shopper sets the quantity', () => {
    const cut = refreshFromPriced(setLineQuantity(addGood([], good()), 1, 3), { items: [pricedItem(1, { stock: 2 })] });
    expect(markCutsSeen(cut)[0].cutFrom).toBeUndefined();
    const none = addGood([], good());
    expect(markCutsSeen(none)).toBe(none);
    expect(decrementLine(cut, 1)[0].cutFrom).toBeUndefined();
    expect(setLineQuantity(cut, 1, 1)[0].cutFrom).toBeUndefined();
  });
});

describe('the order of the lines (checkout spec §2)', () => {
  it('puts available lines first, then out-of-stock ones, each group in the order added', () => {
    const lines = [{ id: 1, out: true }, { id: 2, out: false }, { id: 3, out: true }, { id: 4, out: false }];
    expect(inStockFirst(lines, (l) => l.out).map((l) => l.id)).toEqual([2, 4, 1, 3]);
    expect(inStockFirst([], () => true)).toEqual([]);
  });
});

describe('the amount', () => {
  it('sums the lines rounded to kopecks', () => {
    const lines = addGoods([], [good({ id: 1 }), good({ id: 2 })], true);
    expect(goodsAmount(incrementLine(lines, 2, true))).toBe(269.7);
  });
});

describe('the quantity input: what a typed quantity does', () => {
  const lineOf = (measureId: number, stock = 5000): BasketLine => addGood([], good({ measureId, stock }))[0];
  const pieces = lineOf(MEASURE.pieces);
  const kg = lineOf(MEASURE.kilogram);
  const per100 = lineOf(MEASURE.per100g);

  it('zero or empty clears: the line is removed', () => {
    for (const line of [pieces, kg, per100]) {
      for (const typed of ['', '   ', '0', '0,0', '00', '0.']) {
        expect(readTypedQuantity(typed, line)).toEqual({ action: 'remove' });
      }
    }
  });

  it('text that is not a number changes nothing', () => {
    for (const typed of ['abc', '-2', '1e3', '2 кг', '1,2,3', 'Infinity', '+1']) {
      expect(readTypedQuantity(typed, kg)).toEqual({ action: 'keep' });
    }
  });

  it('pieces: step 1, from 1 to 999', () => {
    expect(readTypedQuantity('7', pieces)).toEqual({ action: 'set', quantity: 7 });
    expect(readTypedQuantity('2,4', pieces)).toEqual({ action: 'set', quantity: 2 });
    expect(readTypedQuantity('2.5', pieces)).toEqual({ action: 'set', quantity: 3 });
    expect(readTypedQuantity('0,2', pieces)).toEqual({ action: 'set', quantity: 1 });
    expect(readTypedQuantity('999', pieces)).toEqual({ action: 'set', quantity: 999 });
    expect(readTypedQuantity('1000', pieces)).toEqual({ action: 'set', quantity: 999 });
    expect(readTypedQuantity('5000', pieces)).toEqual({ action: 'set', quantity: 999 });
  });

  it('kilograms: from 0,5 to 2 кг in one edit; step 0.1, from 0.1 to 100', () => {
    expect(kg.quantity).toBe(0.5);
    expect(readTypedQuantity('2', kg)).toEqual({ action: 'set', quantity: 2 });
    expect(readTypedQuantity('1,26', kg)).toEqual({ action: 'set', quantity: 1.3 });
    expect(readTypedQuantity('1.24', kg)).toEqual({ action: 'set', quantity: 1.2 });
    expect(readTypedQuantity(',3', kg)).toEqual({ action: 'set', quantity: 0.3 });
    expect(readTypedQuantity('0,01', kg)).toEqual({ action: 'set', quantity: 0.1 });
    expect(readTypedQuantity('100', kg)).toEqual({ action: 'set', quantity: 100 });
    expect(readTypedQuantity('250', kg)).toEqual({ action: 'set', quantity: 100 });
  });

  it('per 100 g: typed in portions of 100 g (quantity × 10), kept in kilograms, up to 100 portions', () => {
    expect(readTypedQuantity('3', per100)).toEqual({ action: 'set', quantity: 0.3 });
    expect(readTypedQuantity('15', per100)).toEqual({ action: 'set', quantity: 1.5 });
    expect(readTypedQuantity('2,4', per100)).toEqual({ action: 'set', quantity: 0.2 });
    expect(readTypedQuantity('100', per100)).toEqual({ action: 'set', quantity: 10 });
    expect(readTypedQuantity('150', per100)).toEqual({ action: 'set', quantity: 10 });
    expect(storedQuantity(MEASURE.per100g, 7)).toBe(0.7);
    expect(storedQuantity(MEASURE.kilogram, 7)).toBe(7);
  });

  it('never above the stock', () => {
    const few = lineOf(MEASURE.kilogram, 3);
    expect(readTypedQuantity('7', few)).toEqual({ action: 'set', quantity: 3 });
  });

  it('the basket page goes up to 99 as the shopper reads it', () => {
    expect(basketInputMax(pieces)).toBe(99);
    expect(readTypedQuantity('150', pieces, basketInputMax(pieces))).toEqual({ action: 'set', quantity: 99 });
    expect(basketInputMax(kg)).toBe(99);
    expect(readTypedQuantity('100', kg, basketInputMax(kg))).toEqual({ action: 'set', quantity: 99 });
    // 99 portions of 100 g
    expect(basketInputMax(per100)).toBe(9.9);
    expect(readTypedQuantity('100', per100, basketInputMax(per100))).toEqual({ action: 'set', quantity: 9.9 });
    // a smaller stock still wins
    expect(basketInputMax(lineOf(MEASURE.pieces, 12))).toBe(12);
  });

  it('input bounds are what the shopper reads', () => {
    expect(inputBounds(pieces)).toEqual({ min: 1, max: 999, step: 1 });
    expect(inputBounds(kg)).toEqual({ min: 0.1, max: 100, step: 0.1 });
    expect(inputBounds(per100)).toEqual({ min: 1, max: 100, step: 1 });
    expect(inputBounds(per100, basketInputMax(per100))).toEqual({ min: 1, max: 99, step: 1 });
  });

  it('a typed quantity set on the line keeps its amount right', () => {
    const r = readTypedQuantity('2', kg);
    expect(r.action).toBe('set');
    const [line] = setLineQuantity([kg], kg.id, (r as { quantity: number }).quantity);
    expect(line.quantity).toBe(2);
    expect(line.amount).toBe(200);
  });
});

describe('basket actions in the URL: good={id}, remove={id}, remove=all', () => {
  const q = (query: string) => readBasketQuery(new URLSearchParams(query));
  const lines = addGoods([], [good({ id: 1 }), good({ id: 2 }), good({ id: 3 })]);

  it('reads nothing from a query without them, or with malformed ids', () => {
    expect(q('')).toBeNull();
    expect(q('sort=price&page=2')).toBeNull();
    expect(q('good=abc&remove=-1&good=0&remove=')).toBeNull();
  });

  it('remove=all clears the basket', () => {
    const asked = q('remove=all')!;
    expect(asked).toEqual({ clear: true, remove: [], add: [] });
    expect(applyBasketQuery(lines, asked)).toEqual({ lines: [], toAdd: [] });
  });

  it('remove={id} takes one good out', () => {
    const asked = q('remove=2')!;
    expect(applyBasketQuery(lines, asked).lines.map((l) => l.id)).toEqual([1, 3]);
  });

  it('good={id} asks for goods not yet in the basket only, so a reload adds nothing twice', () => {
    expect(applyBasketQuery(lines, q('good=7')!)).toEqual({ lines, toAdd: [7] });
    expect(applyBasketQuery(lines, q('good=2')!)).toEqual({ lines, toAdd: [] });
    expect(q('good=7&good=7&good=8')!.add).toEqual([7, 8]);
  });

  it('clears first, then adds: remove=all&good=5 leaves only 5', () => {
    expect(applyBasketQuery(lines, q('remove=all&good=2')!)).toEqual({ lines: [], toAdd: [2] });
  });

  it('the address keeps everything else', () => {
    expect(withoutBasketQuery(new URLSearchParams('sort=price&good=5&remove=all&page=2')).toString()).toBe('sort=price&page=2');
  });
});
