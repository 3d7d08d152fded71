// A database seeded before migration 0009 gets the receiving data on the next start, once.
import { count, sql } from 'drizzle-orm';
import { deliveryAddresses, deliveryZones, geoHouses, shopSchedules } from '../../db/schema';
import { testApp, type TestApp } from '../../test/harness';
import { fillDemoReceiving } from './index';
import { seedDemoAddresses } from './addresses';
import { DEMO_ADDRESSES, STREETS, ZONES } from './receiving';

let t: TestApp;
beforeAll(async () => { t = await testApp(); });
afterAll(() => t.close());

const counts = async () => ({
  zones: (await t.db.select({ n: count() }).from(deliveryZones))[0].n,
  houses: (await t.db.select({ n: count() }).from(geoHouses))[0].n,
  schedules: (await t.db.select({ n: count() }).from(shopSchedules))[0].n,
});

describe('demo receiving data', () => {
  it('is filled into a database that lacks it, and only then', async () => {
    const seeded = await counts();
    expect(seeded.zones).toBe(ZONES.length);
    expect(seeded.houses).toBe(STREETS.reduce((n, s) => n + s.houses, 0));
    expect(seeded.schedules).toBeGreaterThan(0);
    expect(await fillDemoReceiving(t.db)).toBe(false);

    await t.db.execute(sql`TRUNCATE delivery_zones, geo_houses, shop_schedules RESTART IDENTITY`);
    expect(await fillDemoReceiving(t.db)).toBe(true);
    expect(await counts()).toEqual(seeded);
    // the served answers are back
    const res = await t.get('/api/delivery_zones?coords=51.733,36.1811');
    expect(res.body['hydra:member'].map((z: { shopId: number }) => z.shopId)).toEqual([1]);
  });

  it('puts the demo customers\' addresses back as listed', async () => {
    await t.db.delete(deliveryAddresses);
    expect(await seedDemoAddresses(t.db)).toBe(DEMO_ADDRESSES.length);
    expect(await seedDemoAddresses(t.db)).toBe(DEMO_ADDRESSES.length);
    expect((await t.db.select({ n: count() }).from(deliveryAddresses))[0].n).toBe(DEMO_ADDRESSES.length);
  });
});
