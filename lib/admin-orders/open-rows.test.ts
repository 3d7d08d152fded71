import { keepOpenRows } from './open-rows';

const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe('the admin list read again', () => {
  it('keeps an open order where it was when the new reading leaves it out', () => {
    expect(keepOpenRows(rows(9, 7, 5), rows(10, 9, 5), new Set([7])).map((r) => r.id)).toEqual([10, 7, 9, 5]);
    expect(keepOpenRows(rows(9, 7, 5), rows(9), new Set([5])).map((r) => r.id)).toEqual([9, 5]);
  });
  it('drops a closed one, and never doubles a row still listed', () => {
    expect(keepOpenRows(rows(9, 7, 5), rows(9, 5), new Set<number>()).map((r) => r.id)).toEqual([9, 5]);
    expect(keepOpenRows(rows(9, 7), rows(9, 7), new Set([7, 9])).map((r) => r.id)).toEqual([9, 7]);
  });
});
