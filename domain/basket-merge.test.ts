import type { BasketLine } from './basket';
import { mergeBasketLines, sameBasket } from './basket-merge';

const line = (id: number, quantity: number) => ({ id, quantity, name: `Товар ${id}` }) as BasketLine;
const ids = (ls: BasketLine[]) => ls.map((l) => [l.id, l.quantity]);

describe('a guest basket joining the saved one at sign-in', () => {
  it('keeps the saved order, adds the guest goods after it, and the larger quantity of a good in both wins', () => {
    const saved = [line(1, 1), line(2, 3), line(3, 1)];
    const guest = [line(4, 2), line(2, 1), line(1, 2.5)];
    expect(ids(mergeBasketLines(saved, guest))).toEqual([[1, 2.5], [2, 3], [3, 1], [4, 2]]);
  });

  it('is either side alone when the other is empty, and never more than 200 lines', () => {
    expect(ids(mergeBasketLines([], [line(7, 1)]))).toEqual([[7, 1]]);
    expect(ids(mergeBasketLines([line(7, 1)], []))).toEqual([[7, 1]]);
    const many = Array.from({ length: 150 }, (_, i) => line(i + 1, 1));
    const more = Array.from({ length: 150 }, (_, i) => line(i + 1000, 1));
    expect(mergeBasketLines(many, more)).toHaveLength(200);
  });
});

describe('two baskets being the same', () => {
  it('compares goods, quantities and order, not the rest of a line', () => {
    expect(sameBasket([line(1, 1), line(2, 2)], [{ ...line(1, 1), name: 'другое' }, line(2, 2)])).toBe(true);
    expect(sameBasket([line(1, 1), line(2, 2)], [line(2, 2), line(1, 1)])).toBe(false);
    expect(sameBasket([line(1, 1)], [line(1, 2)])).toBe(false);
    expect(sameBasket([line(1, 1)], [])).toBe(false);
  });
});
