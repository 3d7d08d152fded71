// The back office's cashback groups: only a site admin (a shop admin and a customer get 404, a guest
// 401); Russian violations; a stale version answers 409 and changes nothing; a change is audited,
// reaches the storefront's cashback list and names its shops' cashback pages for revalidation.
import { eq } from 'drizzle-orm';
import { AdminCashbackGroup, CashbackGroup, hydraCollection } from '../../contract';
import { auditLog } from '../db/schema';
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

beforeAll(async () => {
  t = await testApp();
  anna = await signIn('79000000001');
  [shopAdmin, siteAdmin] = [await signIn('79000000010', 'admin12345'), await signIn('79000000011', 'admin12345')];
});
afterAll(() => t.close());

const groups = async () => contract(hydraCollection(AdminCashbackGroup), (await t.get('/api/admin/cashback-groups', siteAdmin)).body)['hydra:member'];
const bodyOf = (g: AdminCashbackGroup) => ({ name: g.name, goodIds: g.goods.map((x) => x.id), version: g.version });
const violations = (body: { violations?: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries((body.violations ?? []).map((v) => [v.propertyPath, v.message]));

it('answers 404 to a shop admin and a customer, 401 to a guest', async () => {
  const [g] = await groups();
  for (const who of [anna, shopAdmin]) {
    expectError(await t.get('/api/admin/cashback-groups', who), 404);
    expectError(await t.put(`/api/admin/cashback-groups/${g.id}`, { ...bodyOf(g), name: 'Чужая' }, who), 404);
  }
  expectError(await t.get('/api/admin/cashback-groups', from()), 401);
  expect((await groups()).find((x) => x.id === g.id)!.name).toBe(g.name);
});

it('refuses bad input with Russian violations', async () => {
  const [g] = await groups();
  const bad = await t.put(`/api/admin/cashback-groups/${g.id}`, { name: ' ', goodIds: [0], version: g.version }, siteAdmin);
  expectError(bad, 422);
  expect(violations(bad.body)).toMatchObject({ name: 'Введите название.', 'goodIds.0': 'Товары: номер должен быть положительным.' });
  const unknown = await t.put(`/api/admin/cashback-groups/${g.id}`, { ...bodyOf(g), goodIds: [999999999] }, siteAdmin);
  expect(violations(unknown.body)).toEqual({ goodIds: 'Товары не найдены: 999999999.' });
  expectError(await t.put('/api/admin/cashback-groups/999999', bodyOf(g), siteAdmin), 404);
});

it('adds and removes goods at the version read, audits, reaches the storefront and names the pages', async () => {
  const told: string[] = [];
  const stop = await listenStorefrontPages(t.handle.listen, async (pages) => { told.push(...pages); });
  try {
    const [g] = await groups();
    const candidates = (await plentiful(t, 1)).map((r) => Number(r.id)).filter((id) => !g.goods.some((x) => x.id === id));
    const added = candidates[0];
    const removed = g.goods[0]?.id;
    const goodIds = [added, ...g.goods.map((x) => x.id).filter((id) => id !== removed)];
    const res = await t.put(`/api/admin/cashback-groups/${g.id}`, { name: 'Кешбэк недели', goodIds, version: g.version }, siteAdmin);
    expect(res.status).toBe(200);
    const now = contract(AdminCashbackGroup, res.body);
    expect(now).toMatchObject({ name: 'Кешбэк недели', version: g.version + 1 });
    expect(now.goods.map((x) => x.id)).toEqual(goodIds);

    const shop = g.shopId ?? 1;
    const shown = contract(hydraCollection(CashbackGroup), (await t.get(`/api/cashback_groups?shopId=${shop}`)).body)['hydra:member'].find((x) => x.id === g.id);
    expect(shown?.name).toBe('Кешбэк недели');
    expect(shown?.goods.map((x) => x.id)).toContain(added);
    if (removed !== undefined) expect(shown?.goods.map((x) => x.id)).not.toContain(removed);

    expectError(await t.put(`/api/admin/cashback-groups/${g.id}`, { ...bodyOf(g), name: 'Опоздавшая правка' }, siteAdmin), 409);
    expect((await groups()).find((x) => x.id === g.id)!.name).toBe('Кешбэк недели');

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.target, `cashback_group:${g.id}`));
    expect(audit.map((a) => a.kind)).toEqual(['cashback_group.update']);
    expect(audit[0].after).toMatchObject({ name: 'Кешбэк недели', goodIds });
    const pages = [`/s/${shop}/cashbackgoods`, `/s/${shop}/cashbackgoods/${g.id}`];
    await eventually(async () => told, (seen) => pages.every((p) => seen.includes(p)));
    expect(told).toEqual(expect.arrayContaining(pages));
  } finally {
    await stop();
  }
});
