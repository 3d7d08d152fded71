import { shopClock, shopTime, shopToday } from './shop-day';

it('turns the day at 21:00 UTC, midnight in Moscow, from a Date or a timestamp', () => {
  expect(shopToday(new Date('2026-11-25T20:59:59Z'))).toBe('2026-11-25');
  expect(shopToday(new Date('2026-11-25T21:00:00Z'))).toBe('2026-11-26');
  expect(shopToday(Date.parse('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  expect(shopToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('shopTime reads a day or a time on the shops\' clock as the instant it is', () => {
  expect(shopTime('2026-11-26').toISOString()).toBe('2026-11-25T21:00:00.000Z');
  expect(shopTime('2026-11-26T23:59:59.999').toISOString()).toBe('2026-11-26T20:59:59.999Z');
  expect(shopTime('2027-01-01T09:30').toISOString()).toBe('2027-01-01T06:30:00.000Z');
  expect(shopToday(shopTime('2026-11-26'))).toBe('2026-11-26');
});

describe('shopClock', () => {
  it('reads an instant on the shops\' clock and is shopTime\'s inverse', () => {
    expect(shopClock('2026-03-01T21:30:00Z')).toBe('2026-03-02T00:30');
    expect(shopTime(shopClock('2026-03-01T21:30:00Z')).toISOString()).toBe('2026-03-01T21:30:00.000Z');
  });
});
