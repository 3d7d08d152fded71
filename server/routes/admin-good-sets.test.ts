// The back office's good sets: only a site admin (a shop admin and a customer get 404, a guest 401);
// Russian violations; a stale version answers 409 and changes nothing; create, edit and delete are
// audited, reach the storefront's sets and name the pages for revalidation; a set with child sets or
// shown by a home block is not deleted.
import { eq } from 'drizzle-orm';
import { AdminGoodSet, GoodSet, hydraCollection } from '../../contract';
import { auditLog, pageBlocks } from '../db/schema';
import { listenStorefrontPages } from '../lib/storefront-pages';
import { contract, eventually, expectError, testApp, type TestApp } from '../test/harness';
import { from, plentiful } from '../test/order-fixtures';

let t: TestApp;
async function signIn(phone: string, password = 'demo12345') {
  const res = await t.post('/api/auth/signin-phone', { phone, password }, from());
  expect(res.status).toBe(200);
  return from({ Authorization: `Bearer ${res.body.token}` });
}
let anna: Record<string, string>; let shopAdmin: Record<string, string>; let siteAdmin: Record<string, string>;
let goodIds: number[];

beforeAll(async () => {
  t = await testApp();
  anna = await signIn('79000000001');
  [shopAdmin, siteAdmin] = [await signIn('79000000010', 'admin12345'), await signIn('79000000011', 'admin12345')];
  goodIds = (await plentiful(t, 1)).slice(0, 3).map((g) => Number(g.id));
});
afterAll(() => t.close());

const violations = (body: { violations?: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries((body.violations ?? []).map((v) => [v.propertyPath, v.message]));
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await t.post('/api/admin/good-sets', { title: 'Выпечка к чаю', goodIds, ...extra }, siteAdmin);
  expect(res.status).toBe(201);
  return contract(AdminGoodSet, res.body);
};
const bodyOf = (s: AdminGoodSet) => ({ title: s.title, image: s.image, parentId: s.parentId, showInCatalog: s.showInCatalog, goodIds: s.goods.map((g) => g.id), version: s.version });
const kinds = async (id: number) => (await t.db.select().from(auditLog).where(eq(auditLog.target, `good_set:${id}`)).orderBy(auditLog.id)).map((a) => a.kind);
const shown = async (id: number) => (await t.get(`/api/shops/1/good_sets/${id}`));

it('answers 404 to a shop admin and a customer, 401 to a guest', async () => {
  const s = await create();
  for (const who of [anna, shopAdmin]) {
    expectError(await t.get('/api/admin/good-sets', who), 404);
    expectError(await t.post('/api/admin/good-sets', { title: 'Чужой' }, who), 404);
    expectError(await t.put(`/api/admin/good-sets/${s.id}`, { ...bodyOf(s), title: 'Чужой' }, who), 404);
    expectError(await t.delete(`/api/admin/good-sets/${s.id}?version=${s.version}`, who), 404);
  }
  expectError(await t.get('/api/admin/good-sets', from()), 401);
  expect(await kinds(s.id)).toEqual(['good_set.create']);
});

it('refuses bad input with Russian violations', async () => {
  const bad = await t.post('/api/admin/good-sets', { title: ' ', image: 'https://evil.example/x.png', goodIds: [0] }, siteAdmin);
  expectError(bad, 422);
  expect(violations(bad.body)).toMatchObject({
    title: 'Введите название.', image: 'Изображение: адрес на этом сайте, начинающийся с /media/.', 'goodIds.0': 'Товары: номер должен быть положительным.',
  });
  expect(violations((await t.post('/api/admin/good-sets', { title: 'Х', goodIds: [999999999] }, siteAdmin)).body)).toEqual({ goodIds: 'Товары не найдены: 999999999.' });
  expect(violations((await t.post('/api/admin/good-sets', { title: 'Х', parentId: 999999 }, siteAdmin)).body)).toEqual({ parentId: 'Родительский набор не найден.' });
  const top = await create();
  const child = await create({ parentId: top.id });
  expect(violations((await t.post('/api/admin/good-sets', { title: 'Х', parentId: child.id }, siteAdmin)).body))
    .toEqual({ parentId: 'Родительским может быть только набор верхнего уровня.' });
});

it('creates, edits and deletes at the version read, reaches the storefront and names the pages', async () => {
  const told: string[] = [];
  const stop = await listenStorefrontPages(t.handle.listen, async (pages) => { told.push(...pages); });
  try {
    const s = await create({ image: '/media/good-sets/1.svg' });
    expect(s).toMatchObject({ title: 'Выпечка к чаю', image: '/media/good-sets/1.svg', parentId: null, showInCatalog: true, version: 1 });
    expect(s.goods.map((g) => g.id)).toEqual(goodIds);
    expect(contract(GoodSet, (await shown(s.id)).body).title).toBe('Выпечка к чаю');
    const inSet = contract(hydraCollection(GoodSet), (await t.get('/api/shops/1/good_sets?show-in=catalog')).body)['hydra:member'].map((x) => x.id);
    expect(inSet).toContain(s.id);

    const res = await t.put(`/api/admin/good-sets/${s.id}`, { ...bodyOf(s), title: 'К чаю', showInCatalog: false, goodIds: [goodIds[2], goodIds[0]] }, siteAdmin);
    expect(res.status).toBe(200);
    const edited = contract(AdminGoodSet, res.body);
    expect(edited).toMatchObject({ title: 'К чаю', showInCatalog: false, version: 2 });
    expect(edited.goods.map((g) => g.id)).toEqual([goodIds[2], goodIds[0]]);
    expect(contract(hydraCollection(GoodSet), (await t.get('/api/shops/1/good_sets?show-in=catalog')).body)['hydra:member'].map((x) => x.id)).not.toContain(s.id);

    expectError(await t.put(`/api/admin/good-sets/${s.id}`, { ...bodyOf(s), title: 'Опоздавшая правка' }, siteAdmin), 409);
    expectError(await t.delete(`/api/admin/good-sets/${s.id}?version=1`, siteAdmin), 409);
    const gone = await t.delete(`/api/admin/good-sets/${s.id}?version=2`, siteAdmin);
    expect(gone.status).toBe(204);
    expectError(await shown(s.id), 404);
    expect(await kinds(s.id)).toEqual(['good_set.create', 'good_set.update', 'good_set.delete']);
    const pages = ['/s/1', `/s/1/good-sets/${s.id}`];
    await eventually(async () => told, (seen) => pages.every((p) => seen.includes(p)));
    expect(told).toEqual(expect.arrayContaining(pages));
  } finally {
    await stop();
  }
});

it('does not delete a set with child sets or one a home block shows', async () => {
  const top = await create();
  const child = await create({ parentId: top.id });
  const res = await t.delete(`/api/admin/good-sets/${top.id}?version=${top.version}`, siteAdmin);
  expectError(res, 409);
  expect(res.body['hydra:description']).toBe('У набора есть вложенные наборы: сначала удалите или перенесите их.');
  expect((await t.delete(`/api/admin/good-sets/${child.id}?version=${child.version}`, siteAdmin)).status).toBe(204);

  const [block] = await t.db.select().from(pageBlocks).where(eq(pageBlocks.blockType, 3)).limit(1);
  const setId = Number((block.settings as { goodSetBlock?: { goodSetId?: number } }).goodSetBlock?.goodSetId);
  const listed = contract(hydraCollection(AdminGoodSet), (await t.get('/api/admin/good-sets', siteAdmin)).body)['hydra:member'].find((x) => x.id === setId)!;
  const refused = await t.delete(`/api/admin/good-sets/${setId}?version=${listed.version}`, siteAdmin);
  expectError(refused, 409);
  expect(['Набор показан на главной странице: сначала выберите там другой набор.', 'У набора есть вложенные наборы: сначала удалите или перенесите их.'])
    .toContain(refused.body['hydra:description']);
  expectError(await t.delete('/api/admin/good-sets/999999?version=1', siteAdmin), 404);
});
