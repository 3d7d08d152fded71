import { addGood, type GoodSummary } from './basket';
import { measureFor, MEASURE } from './measure';
import { reorder } from './reorder';

function good(id: number, over: { measureId?: number; stock?: number | null; name?: string } = {}): GoodSummary {
  const { measureId = MEASURE.pieces, stock = 50, name = `Товар ${id}` } = over;
  return {
    id, name, image: `/media/goods/${id}.svg`, hasImage: true,
    measure: measureFor(measureId, 1, 1),
    article: stock === null ? null : { quantity: stock, registerPrice: 100, actualPrice: 90 },
    isPickup: false, catalog: { id: 10, parentId: 2, hasAgeRestrictions: false },
  };
}

describe('repeating an order', () => {
  it('puts every good the shop sells into the basket at the ordered quantity, without messages', () => {
    const { lines, messages } = reorder([], [{ goodId: 1, name: 'Товар 1', quantity: 3 }, { goodId: 2, name: 'Товар 2', quantity: 1.5 }],
      [good(1), good(2, { measureId: MEASURE.kilogram })]);
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([[1, 3], [2, 1.5]]);
    expect(messages).toEqual([]);
  });

  it('names a good the shop no longer sells and one out of stock, and adds neither', () => {
    const { lines, messages } = reorder([], [
      { goodId: 1, name: 'Старое имя', quantity: 1 }, { goodId: 2, name: 'Товар 2', quantity: 1 }, { goodId: 3, name: 'Пропал', quantity: 1 },
    ], [good(1, { stock: null }), good(2, { stock: 0 })]);
    expect(lines).toEqual([]);
    expect(messages).toEqual([
      '«Старое имя» больше не продаётся в этом магазине.',
      '«Товар 2» нет в наличии.',
      '«Пропал» больше не продаётся в этом магазине.',
    ]);
  });

  it('caps a quantity at the stock and says how much went in', () => {
    const { lines, messages } = reorder([], [{ goodId: 1, name: 'Товар 1', quantity: 5 }], [good(1, { stock: 2 })]);
    expect(lines[0].quantity).toBe(2);
    expect(messages).toEqual(['«Товар 1»: добавлено 2 шт из 5 шт, больше нет в наличии.']);
  });

  it('caps at the measure (the basket input’s 99) and rounds to the measure’s step', () => {
    const { lines } = reorder([], [{ goodId: 1, name: 'Товар 1', quantity: 150 }, { goodId: 2, name: 'Товар 2', quantity: 1.234 }],
      [good(1, { stock: 500 }), good(2, { measureId: MEASURE.kilogram })]);
    expect(lines.map((l) => l.quantity)).toEqual([99, 1.2]);
  });

  it('keeps the larger quantity of a good already in the basket, so repeating twice does not double it', () => {
    const basket = addGood([], good(1));
    const once = reorder(basket, [{ goodId: 1, name: 'Товар 1', quantity: 4 }], [good(1)]).lines;
    expect(once.map((l) => l.quantity)).toEqual([4]);
    expect(reorder(once, [{ goodId: 1, name: 'Товар 1', quantity: 2 }], [good(1)]).lines[0].quantity).toBe(4);
  });

  it('prices the lines for card holders with the card price', () => {
    expect(reorder([], [{ goodId: 1, name: 'Товар 1', quantity: 2 }], [good(1)], true).lines[0].amount).toBe(180);
  });
});
