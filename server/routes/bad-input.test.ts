// Input that PostgreSQL itself would refuse (found by fuzzing every GET route): it must answer a
// 4xx hydra error in Russian, never a 500 from the database.
import { expectError, testApp, type TestApp } from '../test/harness';

let t: TestApp;
let goodId: number;
let newsSlug: string;
beforeAll(async () => {
  t = await testApp();
  const listing = await t.get('/api/shops/2/goods?itemsPerPage=1');
  goodId = listing.body['hydra:member'][0].id;
  newsSlug = (await t.get('/api/shops/2/news?itemsPerPage=1')).body['hydra:member'][0].slug;
});
afterAll(() => t.close());

// one past the largest PostgreSQL integer: a valid JavaScript number, but no integer column can hold it
const PAST_INT = '2147483648';

describe('ids beyond the integer columns', () => {
  it.each([
    `/api/shops/${PAST_INT}`,
    `/api/shops/${PAST_INT}/rules`,
    `/api/shops/${PAST_INT}/goods`,
    `/api/shops/${PAST_INT}/goods/dicts`,
    `/api/shops/${PAST_INT}/goods/ids`,
    `/api/shops/${PAST_INT}/maxdiscount`,
    `/api/shops/${PAST_INT}/good_sets`,
    `/api/shops/${PAST_INT}/good_sets/1/goods`,
    `/api/shops/${PAST_INT}/news`,
    `/api/shops/${PAST_INT}/page_blocks?pageType=main&target=site`,
    `/api/shops/${PAST_INT}/discounts`,
    `/api/shops/2/goods?discount=${PAST_INT}`,
    `/api/shops/2/goods/dicts?discount=${PAST_INT}`,
    `/api/discounts/${PAST_INT}`,
    `/api/cashback_groups?shopId=${PAST_INT}`,
    `/api/cashback_groups/${PAST_INT}/goods?shopId=2`,
    `/api/goods?shopId=${PAST_INT}&name=молоко`,
  ])('%s answers 400', async (path) => {
    const res = await t.get(path);
    expectError(res, 400);
    expect(res.body['hydra:description']).toContain('Идентификатор слишком велик');
  });

  it('the largest integer id is still only unknown', async () => {
    expectError(await t.get('/api/shops/2147483647'), 404);
    expectError(await t.get('/api/discounts/2147483647'), 404);
  });

  it('good ids are bigints: a large one is unknown, not malformed', async () => {
    expectError(await t.get(`/api/shops/2/goods/${PAST_INT}`), 404);
    expectError(await t.get('/api/shops/2/goods/95010100001'), 404);
    const res = await t.get(`/api/goods?shopId=2&id[]=${goodId}&id[]=95010100001`);
    expect(res.status).toBe(200);
    expect(res.body['hydra:member'].map((g: { id: number }) => g.id)).toEqual([goodId]);
  });
});

describe('the sitemap ids page: every query parameter checked', () => {
  it.each([
    ['after=abc', 'after', 'after должен быть числом.'],
    ['after=-1', 'after', 'after не может быть отрицательным.'],
    ['after=1.5', 'after', 'after должен быть целым числом.'],
    ['after=1e400', 'after', 'after должен быть числом.'],
    ['after=99999999999999999999', 'after', 'after слишком велик.'],
    ['limit=0', 'limit', 'limit не может быть меньше 1.'],
    ['limit=50001', 'limit', 'limit не может быть больше 50000.'],
    ['limit=x', 'limit', 'limit должен быть числом.'],
    ['after=%00', 'after', expect.stringMatching(/NUL/)],
  ])('?%s answers 400 naming the parameter', async (query, propertyPath, message) => {
    const res = await t.get(`/api/shops/2/goods/ids?${query}`);
    expectError(res, 400);
    expect(res.body.violations).toContainEqual({ propertyPath, message });
    expect(res.body.violations.every((v: { propertyPath: string }) => v.propertyPath === propertyPath)).toBe(true);
  });

  it('an unknown shop is 404, the largest good id an empty last page', async () => {
    expectError(await t.get('/api/shops/2147483647/goods/ids'), 404);
    expect((await t.get(`/api/shops/2/goods/ids?after=${Number.MAX_SAFE_INTEGER}`)).body).toEqual({ ids: [], next: null });
  });
});

describe('NUL characters', () => {
  it.each([
    '/api/shops/2/goods?country=%00',
    '/api/shops/2/goods?brand[]=a%00b',
    '/api/shops/2/goods?package[]=%00',
    '/api/shops/2/goods?extra[1][]=%00',
    '/api/shops/2/news?exclude=%00',
    '/api/shops/2/news/%00',
    '/api/shops/2/news/abc%00',
  ])('%s answers 400', async (path) => {
    const res = await t.get(path);
    expectError(res, 400);
    expect(res.body['hydra:description']).toContain('недопустимый символ');
  });

  it('names the offending parameter', async () => {
    const res = await t.get('/api/shops/2/goods?brand[]=x&brand[]=%00');
    expectError(res, 400);
    expect(res.body.violations).toEqual([{ propertyPath: 'brand.1', message: expect.stringMatching(/NUL/) }]);
  });

  it('the same requests without the NUL still work', async () => {
    expect((await t.get('/api/shops/2/goods?country=x&brand[]=ab&extra[1][]=y')).status).toBe(200);
    expect((await t.get(`/api/shops/2/news/${newsSlug}`)).status).toBe(200);
  });
});
