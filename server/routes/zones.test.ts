// Delivery zones: which shop serves a point, at what zone price; malformed coordinates answer 400.
import { eq } from 'drizzle-orm';
import { DeliveryZone, hydraCollection } from '../../contract';
import { shops } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => { t = await testApp(); });
afterAll(() => t.close());

const Zones = hydraCollection(DeliveryZone);
const zonesAt = async (coords: string, extra = '') => {
  const res = await t.get(`/api/delivery_zones?coords=${coords}${extra}`);
  expect(res.status).toBe(200);
  return contract(Zones, res.body)['hydra:member'];
};

describe('GET /api/delivery_zones?coords=', () => {
  it('answers the zone containing a point in the centre of Курск, with its shop and price', async () => {
    const [zone, ...rest] = await zonesAt('51.733,36.1811');
    expect(rest).toEqual([]);
    expect(zone).toMatchObject({ '@type': 'DeliveryZone', shopId: 1, price: 0, name: 'Центр' });
    expect(zone['@id']).toBe(`/api/delivery_zones/${zone.id}`);
  });

  it('answers the dearer zone where only it serves', async () => {
    const [zone] = await zonesAt('51.77,36.21');
    expect(zone).toMatchObject({ shopId: 1, price: 150 });
  });

  it('answers an empty collection outside every zone', async () => {
    const res = await t.get('/api/delivery_zones?coords=51.67,36.14');
    expect(res.status).toBe(200);
    expect(res.body['hydra:member']).toEqual([]);
    expect(res.body['hydra:totalItems']).toBe(0);
  });

  it('counts a point on a zone edge as inside and one in a hole as outside', async () => {
    // the south edge of «Центр» (latitude 51.72), east of where «Запад» ends
    expect((await zonesAt('51.72,36.19')).map((z) => z.shopId)).toEqual([1]);
    // the works' grounds inside «Центр»
    expect(await zonesAt('51.725,36.204')).toEqual([]);
  });

  it('puts the nearer shop first where zones of equal price overlap, and honours shopId', async () => {
    // west of the centre: «Центр» (shop 1) and «Клыкова» (shop 2) overlap, both free; shop 2 is nearer
    const both = await zonesAt('51.755,36.166');
    expect(both.map((z) => z.shopId)).toEqual([2, 1]);
    expect((await zonesAt('51.755,36.166', '&shopId=1')).map((z) => z.shopId)).toEqual([1, 2]);
    // a preferred shop that does not serve the point changes nothing
    expect((await zonesAt('51.755,36.166', '&shopId=5')).map((z) => z.shopId)).toEqual([2, 1]);
  });

  it('puts the cheaper zone first where zones of different prices overlap (Брянск)', async () => {
    expect((await zonesAt('53.25,34.387')).map((z) => [z.shopId, z.price])).toEqual([[5, 0], [7, 100]]);
  });

  it('never answers zones of a shop that does not accept orders or does not deliver', async () => {
    // inside only shop 6's zone (it does not accept orders)
    expect(await zonesAt('53.28,34.33')).toEqual([]);
    await t.db.update(shops).set({ deliveryEnabled: false }).where(eq(shops.id, 1));
    try {
      expect(await zonesAt('51.733,36.1811')).toEqual([]);
    } finally {
      await t.db.update(shops).set({ deliveryEnabled: true }).where(eq(shops.id, 1));
    }
  });

  it('lists every served zone, with its polygon, without coords', async () => {
    const res = await t.get('/api/delivery_zones');
    const all = contract(Zones, res.body)['hydra:member'];
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((z) => z.shopId))).toEqual(new Set([1, 2, 4, 5, 7]));
    expect(all.some((z) => z.polygon.length > 1)).toBe(true);
  });

  it.each([
    'abc', '91,0', '0,181', '-90.5,1', 'NaN,1', '1,Infinity', '51.7,36.1,5', '51.7,,36.1', ',', '51.7', '1e2,3',
    `${'1'.repeat(500)},1`, '51.7;36.1', '0x10,1', '51.7%0036.1',
  ])('answers 400 with a violation on coords for %s', async (coords) => {
    const res = await t.get(`/api/delivery_zones?coords=${encodeURIComponent(coords)}`);
    expectError(res, 400);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^coords/)]),
    );
  });

  it('answers 400 for repeated coords and a bad shopId, 404 for an unknown shop', async () => {
    expectError(await t.get('/api/delivery_zones?coords=51.7,36.1&coords=51.7,36.1'), 400);
    expectError(await t.get('/api/delivery_zones?coords=51.7,36.1&shopId=x'), 400);
    expectError(await t.get('/api/delivery_zones?coords=51.7,36.1&shopId=999999'), 404);
  });

  it('accepts spaces around the comma and signs', async () => {
    expect((await zonesAt(encodeURIComponent(' 51.733 , +36.1811 '))).map((z) => z.shopId)).toEqual([1]);
  });
});
