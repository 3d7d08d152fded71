import { HOME_GOODS_LIMIT } from './page-blocks';

describe('home page blocks', () => {
  it('show at most 10 goods in a goods block (spec §9)', () => {
    expect(HOME_GOODS_LIMIT).toBe(10);
  });
});
