// The FAQ's questions and the rules' text: the storefront reads the migration's seed (today's static
// page); only a site admin edits (a shop admin and a customer get 404, a guest 401); Russian
// violations; a stale version answers 409 and changes nothing (a reorder too, when a question was
// added or edited since); answers are stored sanitised; every write leaves its audit row and names
// every shop's /faq or /rules for revalidation.
import { eq, like } from 'drizzle-orm';
import { AdminFaqItem, AdminSiteText, InfoPages, STALE_VERSION_MESSAGE, hydraCollection } from '../../contract';
import { auditLog, customers, faqItems } from '../db/schema';
import { listenStorefrontPages, revalidateAfterCommit } from '../lib/storefront-pages';
import { contract, eventually, expectError, testApp, type TestApp } from '../test/harness';
import { from } from '../test/order-fixtures';

jest.setTimeout(120_000);

let t: TestApp;
async function signIn(phone: string, password = 'demo12345') {
  const res = await t.post('/api/auth/signin-phone', { phone, password }, from());
  expect(res.status).toBe(200);
  const [row] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  return { id: row.id, headers: from({ Authorization: `Bearer ${res.body.token}` }) };
}
type Who = Awaited<ReturnType<typeof signIn>>;
let anna: Who; let shopAdmin: Who; let siteAdmin: Who;

beforeAll(async () => {
  t = await testApp();
  anna = await signIn('79000000001');
  [shopAdmin, siteAdmin] = [await signIn('79000000010', 'admin12345'), await signIn('79000000011', 'admin12345')];
});
afterAll(() => t.close());

const violations = (body: { violations?: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries((body.violations ?? []).map((v) => [v.propertyPath, v.message]));
const create = async (question = 'Можно ли оплатить бонусами?', answer = '<p>Да.</p>') => {
  const res = await t.post('/api/admin/faq', { question, answer }, siteAdmin.headers);
  expect(res.status).toBe(201);
  return contract(AdminFaqItem, res.body);
};
const adminList = async () => contract(hydraCollection(AdminFaqItem), (await t.get('/api/admin/faq', siteAdmin.headers)).body)['hydra:member'];
const auditOf = (target: string) => t.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id);

describe('the storefront reads', () => {
  it('the migration\'s seed: today\'s five questions in order and the rules\' lead', async () => {
    const res = await t.get('/api/info-pages', from());
    expect(res.status).toBe(200);
    const pages = contract(InfoPages, res.body);
    expect(pages.faq.slice(0, 5).map((q) => q.anchor)).toEqual(['kak-zakazat', 'zamena', 'cena-po-karte', 'vesovye-tovary', 'keshbek']);
    expect(pages.faq[0].answer).toContain('<a href="/rules">Правила предзаказа →</a>');
    expect(pages.rules).toBe('<p>Заказать продукты с доставкой или самовывозом — пять простых шагов.</p>');
  });
});

describe('permissions', () => {
  it('answers 404 to a shop admin and a customer, 401 to a guest, and changes nothing', async () => {
    const item = await create();
    const text = contract(AdminSiteText, (await t.get('/api/admin/site-texts/rules', siteAdmin.headers)).body);
    for (const who of [anna, shopAdmin]) {
      expectError(await t.get('/api/admin/faq', who.headers), 404);
      expectError(await t.post('/api/admin/faq', { question: 'В', answer: 'О' }, who.headers), 404);
      expectError(await t.put(`/api/admin/faq/${item.id}`, { question: 'Чужой', answer: 'О', version: item.version }, who.headers), 404);
      expectError(await t.delete(`/api/admin/faq/${item.id}?version=${item.version}`, who.headers), 404);
      expectError(await t.put('/api/admin/faq-order', { items: [{ id: item.id, version: item.version }] }, who.headers), 404);
      expectError(await t.get('/api/admin/site-texts/rules', who.headers), 404);
      expectError(await t.put('/api/admin/site-texts/rules', { html: '<p>Чужой</p>', version: text.version }, who.headers), 404);
    }
    expectError(await t.get('/api/admin/faq', from()), 401);
    expectError(await t.post('/api/admin/faq', { question: 'В', answer: 'О' }, from()), 401);
    expectError(await t.put('/api/admin/site-texts/rules', { html: '', version: 1 }, from()), 401);
    expect((await auditOf(`faq:${item.id}`)).map((a) => a.kind)).toEqual(['faq.create']);
    expect(contract(AdminSiteText, (await t.get('/api/admin/site-texts/rules', siteAdmin.headers)).body)).toEqual(text);
  });
});

describe('validation', () => {
  it('says in Russian what is wrong', async () => {
    const res = await t.post('/api/admin/faq', { question: '  ', answer: 'x'.repeat(20_001) }, siteAdmin.headers);
    expect(res.status).toBe(422);
    expect(violations(res.body)).toEqual({ question: 'Введите вопрос.', answer: 'Ответ не длиннее 20000 символов.' });
    const order = await t.put('/api/admin/faq-order', { items: [{ id: 1, version: 1 }, { id: 1, version: 1 }] }, siteAdmin.headers);
    expect(order.status).toBe(422);
    expect(violations(order.body)).toEqual({ items: 'Вопрос указан дважды.' });
    expectError(await t.get('/api/admin/site-texts/nope', siteAdmin.headers), 400);
  });
});

describe('editing', () => {
  it('adds last, edits at the version read (stale: 409), sanitises, deletes, audits and revalidates every shop\'s /faq', async () => {
    const told: string[] = [];
    const stop = await listenStorefrontPages(t.handle.listen, async (pages) => { told.push(...pages); });
    try {
      const item = await create('Есть ли подарочные карты?', '<p onclick="x()">Есть<script>alert(1)</script></p>');
      expect(item.answer).toBe('<p>Есть</p>');
      expect(item.anchor).toBe(`faq-${item.id}`);
      const list = await adminList();
      expect(list[list.length - 1].id).toBe(item.id);

      const res = await t.put(`/api/admin/faq/${item.id}`, { question: item.question, answer: '<p>Да, в любом магазине.</p>', version: item.version }, siteAdmin.headers);
      expect(res.status).toBe(200);
      expect(contract(AdminFaqItem, res.body)).toMatchObject({ answer: '<p>Да, в любом магазине.</p>', version: 2 });
      const late = await t.put(`/api/admin/faq/${item.id}`, { question: 'Старая форма', answer: '<p>Старая</p>', version: item.version }, siteAdmin.headers);
      expectError(late, 409);
      expect(late.body['hydra:description']).toBe(STALE_VERSION_MESSAGE);
      const shown = contract(InfoPages, (await t.get('/api/info-pages', from())).body).faq.find((q) => q.anchor === item.anchor);
      expect(shown).toEqual({ anchor: item.anchor, question: 'Есть ли подарочные карты?', answer: '<p>Да, в любом магазине.</p>' });

      expectError(await t.delete(`/api/admin/faq/${item.id}?version=1`, siteAdmin.headers), 409);
      expect((await t.delete(`/api/admin/faq/${item.id}?version=2`, siteAdmin.headers)).status).toBe(204);
      expectError(await t.delete(`/api/admin/faq/${item.id}?version=2`, siteAdmin.headers), 404);

      const marker = `/marker-${process.pid}-faq`;
      await t.db.transaction((tx) => revalidateAfterCommit(tx, [marker]));
      await eventually(async () => told, (seen) => seen.includes(marker));
      expect(told).toEqual(expect.arrayContaining(['/s/1/faq', '/s/2/faq']));

      const rows = await auditOf(`faq:${item.id}`);
      expect(rows.map((a) => a.kind)).toEqual(['faq.create', 'faq.update', 'faq.delete']);
      expect(rows[1].before).toEqual({ answer: '<p>Есть</p>' });
      expect(rows[1].after).toEqual({ answer: '<p>Да, в любом магазине.</p>' });
    } finally {
      await stop();
    }
  });

  it('reorders every question at once; a question changed or added since makes the order stale (409, nothing moves)', async () => {
    const before = await adminList();
    const reversed = [...before].reverse().map((q) => ({ id: q.id, version: q.version }));
    const res = await t.put('/api/admin/faq-order', { items: reversed }, siteAdmin.headers);
    expect(res.status).toBe(200);
    const after = contract(hydraCollection(AdminFaqItem), res.body)['hydra:member'];
    expect(after.map((q) => q.id)).toEqual(reversed.map((q) => q.id));
    expect(contract(InfoPages, (await t.get('/api/info-pages', from())).body).faq.map((q) => q.anchor)).toEqual(after.map((q) => q.anchor));

    // the versions read before the reorder are stale now
    expectError(await t.put('/api/admin/faq-order', { items: before.map((q) => ({ id: q.id, version: q.version })) }, siteAdmin.headers), 409);
    // a question missing from the order (added by another admin since): 409
    const added = await create('Новый вопрос');
    expectError(await t.put('/api/admin/faq-order', { items: after.map((q) => ({ id: q.id, version: q.version })) }, siteAdmin.headers), 409);
    expect((await adminList()).map((q) => q.id)).toEqual([...after.map((q) => q.id), added.id]);
    expect((await t.db.select().from(auditLog).where(like(auditLog.kind, 'faq.reorder'))).length).toBe(1);

    // back as it was, for the other tests
    const now = await adminList();
    const byId = new Map(now.map((q) => [q.id, q]));
    const restore = [...before.map((q) => byId.get(q.id)!), byId.get(added.id)!].map((q) => ({ id: q.id, version: q.version }));
    expect((await t.put('/api/admin/faq-order', { items: restore }, siteAdmin.headers)).status).toBe(200);
    await t.db.delete(faqItems).where(eq(faqItems.id, added.id));
  });

  it('edits the rules\' text at the version read, sanitised; empty is allowed; revalidates every shop\'s /rules', async () => {
    const text = contract(AdminSiteText, (await t.get('/api/admin/site-texts/rules', siteAdmin.headers)).body);
    const res = await t.put('/api/admin/site-texts/rules', { html: '<h2>Общие правила</h2><p>Заказ <a href="javascript:alert(1)">сюда</a></p>', version: text.version }, siteAdmin.headers);
    expect(res.status).toBe(200);
    const after = contract(AdminSiteText, res.body);
    expect(after).toMatchObject({ html: '<h2>Общие правила</h2><p>Заказ <a>сюда</a></p>', version: text.version + 1 });
    expect(contract(InfoPages, (await t.get('/api/info-pages', from())).body).rules).toBe(after.html);
    expectError(await t.put('/api/admin/site-texts/rules', { html: '', version: text.version }, siteAdmin.headers), 409);
    const cleared = await t.put('/api/admin/site-texts/rules', { html: '', version: after.version }, siteAdmin.headers);
    expect(cleared.status).toBe(200);
    const rows = await auditOf('site_text:rules');
    expect(rows.map((a) => a.kind)).toEqual(['site_text.update', 'site_text.update']);
    await t.put('/api/admin/site-texts/rules', { html: text.html, version: after.version + 1 }, siteAdmin.headers);
  });
});
