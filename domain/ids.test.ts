import { MAX_GOOD_ID, MAX_ID, parsePositiveId } from './ids';

describe('parsePositiveId', () => {
  it('reads a positive integer written in plain digits', () => {
    expect(parsePositiveId('1')).toBe(1);
    expect(parsePositiveId('8001')).toBe(8001);
    expect(parsePositiveId('2147483647')).toBe(2147483647);
  });

  it('refuses what is not one spelling of a positive integer', () => {
    for (const bad of ['', '0', '-1', '1.5', '1e3', '0x10', ' 7', '7 ', '007', 'abc', '12abc', '+5']) {
      expect([bad, parsePositiveId(bad)]).toEqual([bad, null]);
    }
    expect(parsePositiveId(null)).toBeNull();
    expect(parsePositiveId(undefined)).toBeNull();
  });

  it('refuses ids above an integer column (PostgreSQL int4) unless told a larger bound', () => {
    expect(MAX_ID).toBe(2147483647);
    expect(parsePositiveId('2147483648')).toBeNull();
    expect(parsePositiveId('99999999999999999999')).toBeNull();
  });

  it('reads goods ids of 11 digits, as the spec shows them, with the goods bound', () => {
    expect(parsePositiveId('95010100001', MAX_GOOD_ID)).toBe(95010100001);
    expect(parsePositiveId('2030500015', MAX_GOOD_ID)).toBe(2030500015);
    expect(parsePositiveId('9007199254740991', MAX_GOOD_ID)).toBe(9007199254740991);
    expect(parsePositiveId('9007199254740992', MAX_GOOD_ID)).toBeNull();
  });
});
