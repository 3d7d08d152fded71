// Time slots: days from today in Moscow, slots whose ordering has closed and full slots left out.
// "Now" is set through server/lib/clock.ts.
import { hydraCollection, TimeSlotDay } from '../../contract';
import { slotBookings } from '../db/schema';
import { clock } from '../lib/clock';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => { t = await testApp(); });
afterAll(() => {
  clock.now = () => new Date();
  return t.close();
});

const Days = hydraCollection(TimeSlotDay);
const at = (iso: string) => { clock.now = () => new Date(iso); };
const days = async (shopId: number, query = '') => {
  const res = await t.get(`/api/shops/${shopId}/timeslots${query}`);
  expect(res.status).toBe(200);
  return contract(Days, res.body)['hydra:member'];
};
const intervals = (list: TimeSlotDay[], date: string, slotType: string) =>
  list.find((d) => d.date === date && d.slotType === slotType)?.slots.map((s) => s.timeInterval);

describe('GET /api/shops/{id}/timeslots', () => {
  it('offers today and the next two days, delivery and pickup, in Moscow time', async () => {
    at('2026-11-23T07:30:00Z'); // Monday 10:30 in Moscow
    const list = await days(1);
    expect(list.map((d) => `${d.date} ${d.slotType}`)).toEqual([
      '2026-11-23 delivery', '2026-11-23 pickup', '2026-11-24 delivery', '2026-11-24 pickup', '2026-11-25 delivery', '2026-11-25 pickup',
    ]);
    expect(intervals(list, '2026-11-24', 'delivery')).toEqual(['10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00', '18:00-20:00', '20:00-22:00']);
    expect(intervals(list, '2026-11-24', 'pickup')).toEqual(['09:00-12:00', '12:00-15:00', '15:00-18:00', '18:00-21:00']);
  });

  it('leaves out slots that have begun or whose ordering has closed', async () => {
    at('2026-11-23T07:30:00Z'); // 10:30: delivery closes an hour before the start, pickup half an hour
    const list = await days(1);
    expect(intervals(list, '2026-11-23', 'delivery')).toEqual(['12:00-14:00', '14:00-16:00', '16:00-18:00', '18:00-20:00', '20:00-22:00']);
    expect(intervals(list, '2026-11-23', 'pickup')).toEqual(['12:00-15:00', '15:00-18:00', '18:00-21:00']);
    at('2026-11-23T08:00:00Z'); // 11:00 sharp: the 12:00 delivery slot has just closed
    expect(intervals(await days(1), '2026-11-23', 'delivery')?.[0]).toBe('14:00-16:00');
  });

  it('drops today once every slot has closed, and counts days by the Moscow date', async () => {
    at('2026-11-23T20:30:00Z'); // 23:30 in Moscow
    expect([...new Set((await days(1)).map((d) => d.date))]).toEqual(['2026-11-24', '2026-11-25']);
    at('2026-11-23T21:30:00Z'); // 00:30 on the 24th in Moscow, still the 23rd in UTC
    expect([...new Set((await days(1)).map((d) => d.date))]).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('leaves out a slot booked to capacity', async () => {
    at('2026-11-23T07:30:00Z');
    const book = (n: number) => t.db.insert(slotBookings).values(Array.from({ length: n }, () =>
      ({ shopId: 1, slotType: 'delivery' as const, date: '2026-11-24', timeInterval: '14:00-16:00' })));
    await book(4); // capacity 5
    expect(intervals(await days(1), '2026-11-24', 'delivery')).toContain('14:00-16:00');
    await book(1);
    const list = await days(1);
    expect(intervals(list, '2026-11-24', 'delivery')).not.toContain('14:00-16:00');
    expect(intervals(list, '2026-11-25', 'delivery')).toContain('14:00-16:00');
    expect(intervals(list, '2026-11-24', 'pickup')).toContain('15:00-18:00');
  });

  it("gives each slot its payment types: the schedule's own, else the shop's for that receiving method", async () => {
    at('2026-11-23T07:30:00Z');
    const day = (await days(1)).find((d) => d.date === '2026-11-24' && d.slotType === 'delivery');
    expect(day?.slots.find((s) => s.timeInterval === '20:00-22:00')?.paidTypes).toEqual([1]);
    expect(day?.slots.find((s) => s.timeInterval === '10:00-12:00')?.paidTypes).toEqual([1, 2, 3]);
    const shop7 = (await days(7)).filter((d) => d.slotType === 'pickup');
    expect(shop7.length).toBeGreaterThan(0);
    expect(shop7.every((d) => d.slots.every((s) => JSON.stringify(s.paidTypes) === '[2,3]'))).toBe(true);
  });

  it('follows the schedule of the weekday', async () => {
    at('2026-11-27T05:00:00Z'); // Friday 08:00: shop 4 delivers 18–22 on weekdays only
    const list = await days(4, '?slotType=delivery');
    expect(intervals(list, '2026-11-27', 'delivery')).toContain('18:00-22:00');
    expect(intervals(list, '2026-11-28', 'delivery')).toEqual(['10:00-14:00', '14:00-18:00']);
  });

  it('offers a pickup-only shop pickup days only, and a shop that does not accept orders none', async () => {
    at('2026-11-23T07:30:00Z');
    const pickupOnly = await days(3);
    expect(pickupOnly.length).toBeGreaterThan(0);
    expect(new Set(pickupOnly.map((d) => d.slotType))).toEqual(new Set(['pickup']));
    expect(await days(3, '?slotType=delivery')).toEqual([]);
    expect(await days(6)).toEqual([]);
  });

  it('keeps one slot type with slotType', async () => {
    at('2026-11-23T07:30:00Z');
    const list = await days(1, '?slotType=pickup');
    expect(list.length).toBe(3);
    expect(list.every((d) => d.slotType === 'pickup')).toBe(true);
  });

  it('answers 400 for a bad id or slotType, 404 for an unknown shop', async () => {
    expectError(await t.get('/api/shops/x/timeslots'), 400);
    expectError(await t.get('/api/shops/1/timeslots?slotType=courier'), 400);
    expectError(await t.get('/api/shops/999999/timeslots'), 404);
  });
});
