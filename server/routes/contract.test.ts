// The contract holds: every route the app serves is in GET /api/docs.json with its method, and
// every route answers what its own createRoute object documents (parsed with that very schema).
import { asc, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { HydraError } from '../../contract';
import { cashbackGroups, categories, discounts, goods, goodSets, news } from '../db/schema';
import { contract, testApp, type TestApp } from '../test/harness';

jest.setTimeout(60_000);

let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, unknown>> };
let samples: Record<string, string>;
beforeAll(async () => {
  t = await testApp();
  const res = await t.get('/api/docs.json');
  expect(res.status).toBe(200);
  doc = res.body;
  // ids looked up, not assumed: a sample request for every documented route
  const shopId = (await t.get('/api/shops')).body['hydra:member'][0].id;
  const goodId = (await t.get(`/api/shops/${shopId}/goods?itemsPerPage=1`)).body['hydra:member'][0].id;
  const [category] = await t.db.select().from(categories).orderBy(asc(categories.id)).limit(1);
  const [set] = await t.db.select().from(goodSets).orderBy(asc(goodSets.id)).limit(1);
  const [discount] = await t.db.select().from(discounts).orderBy(asc(discounts.id)).limit(1);
  const [group] = (await t.get(`/api/cashback_groups?shopId=${shopId}`)).body['hydra:member'];
  const [item] = await t.db.select().from(news).orderBy(asc(news.id)).limit(1);
  const [pictured] = await t.db.select().from(goods).where(gt(goods.imageCount, 0)).orderBy(asc(goods.id)).limit(1);
  const [groupRow] = await t.db.select().from(cashbackGroups).orderBy(asc(cashbackGroups.id)).limit(1);
  samples = {
    'GET /health': '/health',
    'GET /api/docs.json': '/api/docs.json',
    'GET /api/shops': '/api/shops',
    'GET /api/shops/{id}': `/api/shops/${shopId}`,
    'GET /api/shops/{id}/rules': `/api/shops/${shopId}/rules`,
    'GET /api/catalogs': '/api/catalogs',
    'GET /api/catalogs/{id}': `/api/catalogs/${category.id}`,
    'GET /api/shops/{shopId}/goods/dicts': `/api/shops/${shopId}/goods/dicts`,
    'GET /api/shops/{shopId}/goods': `/api/shops/${shopId}/goods?itemsPerPage=5&page=2`,
    'GET /api/shops/{shopId}/goods/{id}': `/api/shops/${shopId}/goods/${goodId}`,
    'GET /api/shops/{shopId}/goods/{id}/similar': `/api/shops/${shopId}/goods/${goodId}/similar`,
    'GET /api/shops/{shopId}/goods/{id}/samebrand': `/api/shops/${shopId}/goods/${goodId}/samebrand`,
    'GET /api/shops/{shopId}/maxdiscount': `/api/shops/${shopId}/maxdiscount`,
    'GET /api/shops/{shopId}/good_sets': `/api/shops/${shopId}/good_sets`,
    'GET /api/shops/{shopId}/good_sets/{id}': `/api/shops/${shopId}/good_sets/${set.id}`,
    'GET /api/shops/{shopId}/good_sets/{id}/goods': `/api/shops/${shopId}/good_sets/${set.id}/goods`,
    'GET /api/shops/{shopId}/news': `/api/shops/${shopId}/news`,
    'GET /api/shops/{shopId}/news/{slug}': `/api/shops/${shopId}/news/${item.slug}`,
    'GET /api/shops/{shopId}/page_blocks': `/api/shops/${shopId}/page_blocks?pageType=main&target=site`,
    'GET /api/discounts': '/api/discounts',
    'GET /api/discounts/{id}': `/api/discounts/${discount.id}`,
    'GET /api/shops/{shopId}/discounts': `/api/shops/${shopId}/discounts`,
    'GET /api/cashback_groups': `/api/cashback_groups?shopId=${shopId}`,
    'GET /api/cashback_groups/{id}/goods': `/api/cashback_groups/${group.id}/goods?shopId=${shopId}`,
    'GET /api/goods': `/api/goods?shopId=${shopId}&id[]=${goodId}`,
    'GET /media/logo.svg': '/media/logo.svg',
    'GET /media/goods/{id}/{n}/{variant}': `/media/goods/${pictured.id}/1/thumb.svg`,
    'GET /media/categories/{file}': `/media/categories/${category.id}.svg`,
    'GET /media/banners/{file}': '/media/banners/1.svg',
    'GET /media/news/{file}': `/media/news/${item.slug}.svg`,
    'GET /media/good-sets/{file}': `/media/good-sets/${set.id}.svg`,
    'GET /media/cashback/{file}': `/media/cashback/${groupRow.id}.svg`,
    'GET /media/discounts/{file}': `/media/discounts/${discount.id}.svg`,
    'GET /api/delivery_zones': '/api/delivery_zones?coords=51.733,36.1811',
    'GET /api/geocoder/forward': `/api/geocoder/forward?city=${encodeURIComponent('Курск')}&street=${encodeURIComponent('ул. Ленина')}&house=12`,
    'GET /api/geocoder/reverse': '/api/geocoder/reverse?coords=51.733,36.1811',
    'GET /api/shops/{id}/timeslots': `/api/shops/${shopId}/timeslots`,
  };
});
afterAll(() => t.close());

/** Every method and path the app answers, as OpenAPI writes them ({id}, not :id). */
function servedRoutes(): string[] {
  const served = t.app.routes
    .filter((r) => r.method !== 'ALL') // middleware registered with use()
    .map((r) => `${r.method} ${r.path.replace(/:([^/]+)/g, '{$1}')}`);
  return [...new Set(served)];
}

const documentedRoutes = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));

type Documented = { method: string; path: string; responses: Record<string, { content?: Record<string, { schema: z.ZodType }> }> };
const definitions = (): Documented[] =>
  t.app.openAPIRegistry.definitions.flatMap((d) => (d.type === 'route' ? [d.route as unknown as Documented] : []));

describe('GET /api/docs.json', () => {
  it('is an OpenAPI 3.1 document with every route the app serves, with its method', () => {
    expect(doc.openapi).toBe('3.1.0');
    const served = servedRoutes();
    expect(served.length).toBeGreaterThan(20);
    const documented = documentedRoutes();
    expect(served.filter((r) => !documented.includes(r))).toEqual([]);
    // and nothing documented that is not served
    expect(documented.filter((r) => !served.includes(r))).toEqual([]);
  });

  it('names the contract shapes as components', () => {
    const schemas = Object.keys((doc as unknown as { components: { schemas: object } }).components.schemas);
    expect(schemas).toEqual(expect.arrayContaining(['Shop', 'Good', 'Catalog', 'GoodSet', 'News', 'PageBlock', 'HydraError']));
  });
});

describe('every route answers what it documents', () => {
  it('has a sample request for every documented route', () => {
    const documented = documentedRoutes();
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((r) => !(r in samples))).toEqual([]);
  });

  it('parses each 200 answer with the schema of its own route', async () => {
    const routes = definitions();
    expect(routes.length).toBe(Object.keys(samples).length);
    for (const route of routes) {
      const url = samples[`${route.method.toUpperCase()} ${route.path}`];
      const res = await t.get(url);
      expect([url, res.status]).toEqual([url, 200]);
      const [[mediaType, { schema }]] = Object.entries(route.responses[200].content!);
      expect(res.headers.get('content-type')).toMatch(new RegExp(`^${mediaType.replace('+', '\\+')}`));
      if (mediaType === 'application/ld+json') contract(schema, res.body);
      else expect(typeof schema.parse(res.body)).toBe('string');
    }
  });

  it('answers errors as HydraError, in JSON-LD too', async () => {
    for (const url of ['/api/shops/abc', '/api/shops/999999/goods', '/api/nowhere', '/api/shops/1/goods?page=0']) {
      const res = await t.get(url);
      expect(res.headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
      contract(HydraError, res.body);
    }
  });
});
