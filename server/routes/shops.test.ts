// Shops: the list in the admin's order, one shop, its rules.
import { asc } from 'drizzle-orm';
import { hydraCollection, Shop } from '../../contract';
import { shops } from '../db/schema';
import { contract, expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => { t = await testApp(); });
afterAll(() => t.close());

describe('GET /api/shops', () => {
  it('lists every shop ordered by position', async () => {
    const res = await t.get('/api/shops');
    expect(res.status).toBe(200);
    expect(res.body['@type']).toBe('hydra:Collection');
    const list = contract(hydraCollection(Shop), res.body)['hydra:member'];
    const rows = await t.db.select({ id: shops.id }).from(shops).orderBy(asc(shops.position), asc(shops.id));
    expect(list.map((s) => s.id)).toEqual(rows.map((r) => r.id));
    expect(res.body['hydra:totalItems']).toBe(rows.length);
  });

  it('serves the fields the storefront reads', async () => {
    const list = contract(hydraCollection(Shop), (await t.get('/api/shops')).body)['hydra:member'];
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) {
      expect(s['@id']).toBe(`/api/shops/${s.id}`);
      expect(s['@type']).toBe('Shop');
      expect(s.address).toEqual(expect.any(String));
      expect(s.region.name).toEqual(expect.any(String));
      expect(s.region['@id']).toBe(`/api/regions/${s.region.id}`);
      expect(s.coordinates).toEqual([expect.any(Number), expect.any(Number)]);
      expect(typeof s.deliveryEnabled).toBe('boolean');
      expect(typeof s.minOrderAmount).toBe('number');
      expect(Array.isArray(s.deliveryCosts)).toBe(true);
      expect(Array.isArray(s.paidSettings.deliveryPaidTypes)).toBe(true);
    }
  });

  it('answers adminable=1 only to a signed-in customer (the lists per role: auth.test.ts)', async () => {
    expectError(await t.get('/api/shops?adminable=1'), 401);
    expectError(await t.get('/api/shops?adminable=yes'), 400);
  });
});

describe('GET /api/shops/{id}', () => {
  it('answers one shop as listed', async () => {
    const [first, second] = (await t.get('/api/shops')).body['hydra:member'];
    for (const s of [first, second]) {
      const res = await t.get(`/api/shops/${s.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(s);
    }
  });

  it.each([['abc', 400], ['-3', 400], ['1.5', 400], ['999999', 404]])('/api/shops/%s answers %i', async (id, status) => {
    expectError(await t.get(`/api/shops/${id}`), status);
  });
});

describe('GET /api/shops/{id}/rules', () => {
  it('answers the shop\'s rules as HTML', async () => {
    const [row] = await t.db.select({ id: shops.id, rules: shops.rules }).from(shops).orderBy(asc(shops.id)).limit(1);
    const res = await t.get(`/api/shops/${row.id}/rules`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ '@id': `/api/shops/${row.id}/rules`, rules: row.rules ?? '' });
    expect(res.body.rules.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown shop and 400 for a bad id', async () => {
    expectError(await t.get('/api/shops/999999/rules'), 404);
    expectError(await t.get('/api/shops/x/rules'), 400);
  });
});
