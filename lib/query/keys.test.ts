import { partialMatchKey } from '@tanstack/react-query';
import { queryKeys } from './keys';

describe('queryKeys', () => {
  it('puts every checkout key under checkout.all, so a 409 refreshes all of the stage', () => {
    const all = queryKeys.checkout.all;
    for (const key of [queryKeys.checkout.price(1, { items: [] }), queryKeys.checkout.slots(1), queryKeys.checkout.shop(1), queryKeys.checkout.customer]) {
      expect(partialMatchKey(key, all)).toBe(true);
    }
    expect(partialMatchKey(queryKeys.basketPrice.off, all)).toBe(false);
  });

  it('gives a new pricing key for another shop, method, address, customer or quantity', () => {
    const input = { shopId: 1, method: 'delivery' as const, coords: [51.7, 36.2] as [number, number], customerId: 5 };
    const items = [{ id: 10, quantity: 2 }];
    const base = JSON.stringify(queryKeys.basketPrice.of(input, items));
    const variants = [
      queryKeys.basketPrice.of({ ...input, shopId: 2 }, items),
      queryKeys.basketPrice.of({ ...input, method: 'pickup' }, items),
      queryKeys.basketPrice.of({ ...input, coords: [51.8, 36.2] }, items),
      queryKeys.basketPrice.of({ ...input, customerId: null }, items),
      queryKeys.basketPrice.of(input, [{ id: 10, quantity: 3 }]),
    ];
    for (const v of variants) expect(JSON.stringify(v)).not.toBe(base);
    for (const v of [...variants, queryKeys.basketPrice.off]) expect(partialMatchKey(v, queryKeys.basketPrice.all)).toBe(true);
  });

  it('keeps one customer’s order apart from another’s', () => {
    expect(queryKeys.order(7, 1)).not.toEqual(queryKeys.order(7, 2));
  });
});
