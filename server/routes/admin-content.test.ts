// The back office's promo codes: only a site admin (a shop admin and a customer get 404, a guest 401);
// Russian violations; a stale version answers 409 and changes nothing; every write leaves its audit row;
// the preview prices a basket exactly as the checkout's basket does, and a switched-off code is
// refused at checkout until it is switched on. The home page's blocks: a banner added shows on home
// within its dates only, and the edit names every shop's home page for revalidation.
import { eq } from 'drizzle-orm';
import { AdminPageBlock, AdminPromoCode, Basket, hydraCollection, PageBlock, STALE_VERSION_MESSAGE } from '../../contract';
import { PROMO_MESSAGES } from '../../domain/pricing';
import { auditLog, customers } from '../db/schema';
import { listenStorefrontPages, revalidateAfterCommit } from '../lib/storefront-pages';
import { contract, eventually, expectError, testApp, type TestApp } from '../test/harness';
import { from, newKey, NOW, payload, plentiful, resetNow, setNow } from '../test/order-fixtures';

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
let n = 0;
const fresh = (extra: Record<string, unknown> = {}) => ({ code: `TEST${process.pid}X${++n}`, discountType: 1, amount: 100, ...extra });
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await t.post('/api/admin/promo-codes', fresh(extra), siteAdmin.headers);
  expect(res.status).toBe(201);
  return contract(AdminPromoCode, res.body);
};
const auditOf = (id: number) => t.db.select().from(auditLog).where(eq(auditLog.target, `promo_code:${id}`)).orderBy(auditLog.id);

describe('permissions', () => {
  it('answers 404 to a shop admin and a customer, 401 to a guest, for every route', async () => {
    const code = await create();
    const put = { ...fresh(), version: 1 };
    for (const who of [anna, shopAdmin]) {
      expectError(await t.get('/api/admin/promo-codes', who.headers), 404);
      expectError(await t.post('/api/admin/promo-codes', fresh(), who.headers), 404);
      expectError(await t.put(`/api/admin/promo-codes/${code.id}`, put, who.headers), 404);
      expectError(await t.post(`/api/admin/promo-codes/${code.id}/preview`, { shopId: 1, items: [{ id: 1, quantity: 1 }] }, who.headers), 404);
    }
    expectError(await t.get('/api/admin/promo-codes', from()), 401);
    expectError(await t.post('/api/admin/promo-codes', fresh(), from()), 401);
    // nothing was changed by them
    expect((await auditOf(code.id)).map((a) => a.kind)).toEqual(['promo_code.create']);
  });
});

describe('create and list', () => {
  it('creates a code switched off, lists it, and records who did it', async () => {
    const code = await create({ discountType: 2, amount: 15, minBasketAmount: 500, maxUses: 100, maxUsesPerCustomer: 1, shopIds: [2, 1, 1], startsAt: '2026-01-01T00:00:00Z' });
    expect(code).toMatchObject({ discountType: 2, amount: 15, minBasketAmount: 500, shopIds: [1, 2], isActive: false, version: 1, uses: 0, startsAt: '2026-01-01T00:00:00.000Z' });
    const list = contract(hydraCollection(AdminPromoCode), (await t.get('/api/admin/promo-codes', siteAdmin.headers)).body);
    expect(list['hydra:member'].find((c) => c.id === code.id)).toEqual(code);
    const [row] = await auditOf(code.id);
    expect(row).toMatchObject({ kind: 'promo_code.create', actorId: siteAdmin.id, before: null });
    expect(row.after).toMatchObject({ code: code.code, amount: 15, isActive: false });
  });

  it('refuses bad input with Russian violations, and a code that exists in another case with 409', async () => {
    const bad = await t.post('/api/admin/promo-codes', { code: 'плохой код!', discountType: 3, amount: -1, maxUses: 0, startsAt: 'завтра' }, siteAdmin.headers);
    expectError(bad, 422);
    const v = violations(bad.body);
    expect(v.code).toBe('Промокод: только буквы, цифры, дефис и подчёркивание.');
    expect(v.discountType).toBe('Вид скидки: 1 (сумма) или 2 (процент).');
    expect(v.amount).toBe('Размер скидки не может быть меньше нуля.');
    expect(v.maxUses).toBe('Всего использований: не меньше 1.');
    expect(v.startsAt).toBe('Начало: дата и время в формате ISO 8601.');
    const rules = await t.post('/api/admin/promo-codes', fresh({ discountType: 2, amount: 120, startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' }), siteAdmin.headers);
    expectError(rules, 422);
    expect(violations(rules.body)).toMatchObject({ amount: 'Процент скидки не может быть больше 100.', endsAt: 'Окончание должно быть позже начала.' });
    expect(violations((await t.post('/api/admin/promo-codes', {}, siteAdmin.headers)).body).code).toBe('Введите промокод.');

    const code = await create();
    const again = await t.post('/api/admin/promo-codes', { ...fresh(), code: code.code.toLowerCase() }, siteAdmin.headers);
    expectError(again, 409);
    expect(violations(again.body).code).toBe(`Промокод «${code.code.toLowerCase()}» уже есть.`);
  });
});

describe('edit', () => {
  it('updates at the version read, bumps it, and answers a stale version 409 without changing anything', async () => {
    const code = await create();
    const { id: _id, uses: _uses, '@type': _type, ...fields } = code;
    void _id; void _uses; void _type;
    const first = await t.put(`/api/admin/promo-codes/${code.id}`, { ...fields, amount: 250 }, siteAdmin.headers);
    expect(first.status).toBe(200);
    expect(contract(AdminPromoCode, first.body)).toMatchObject({ amount: 250, version: 2 });
    // a second admin's form still holds version 1
    const late = await t.put(`/api/admin/promo-codes/${code.id}`, { ...fields, amount: 300 }, siteAdmin.headers);
    expectError(late, 409);
    expect(late.body['hydra:description']).toBe(STALE_VERSION_MESSAGE);
    const list = contract(hydraCollection(AdminPromoCode), (await t.get('/api/admin/promo-codes', siteAdmin.headers)).body);
    expect(list['hydra:member'].find((c) => c.id === code.id)).toMatchObject({ amount: 250, version: 2 });

    const on = await t.put(`/api/admin/promo-codes/${code.id}`, { ...fields, amount: 250, isActive: true, version: 2 }, siteAdmin.headers);
    expect(on.body).toMatchObject({ isActive: true, version: 3 });
    const log = await auditOf(code.id);
    expect(log.map((a) => a.kind)).toEqual(['promo_code.create', 'promo_code.update', 'promo_code.enable']);
    expect(log[1]).toMatchObject({ before: { amount: 100 }, after: { amount: 250 } });

    expectError(await t.put('/api/admin/promo-codes/99999999', { ...fields, version: 1 }, siteAdmin.headers), 404);
    const { version: _version, ...unversioned } = fields;
    void _version;
    const noVersion = await t.put(`/api/admin/promo-codes/${code.id}`, unversioned, siteAdmin.headers);
    expectError(noVersion, 422);
    expect(violations(noVersion.body).version).toBe('Не указана версия записи.');
  });
});

describe('preview and checkout', () => {
  it('prices a basket as the checkout does, counts an off code as on for the preview, and the checkout refuses it until it is on', async () => {
    const [good] = await plentiful(t, 1);
    const items = [{ id: good.id, quantity: 3 }];
    const code = await create({ discountType: 2, amount: 10 });
    const preview = await t.post(`/api/admin/promo-codes/${code.id}/preview`, { shopId: 1, items }, siteAdmin.headers);
    expect(preview.status).toBe(200);
    const priced = contract(Basket, preview.body);
    expect(priced.promoCodeError).toBeNull();
    expect(priced.promoCode?.discountAmount).toBeCloseTo(Number(good.price) * 3 * 0.1, 2);

    // the checkout's own basket (as a guest): refused while the code is off
    const checkout = (promo: string) => t.post('/api/shops/1/basket', { items, receivingMethod: 'pickup', promoCode: promo }, from());
    const off = contract(Basket, (await checkout(code.code)).body);
    expect(off.promoCode).toBeNull();
    expect(off.promoCodeError).toBe(PROMO_MESSAGES.unknown);

    const { id: _id, uses: _uses, '@type': _type, ...fields } = code;
    void _id; void _uses; void _type;
    expect((await t.put(`/api/admin/promo-codes/${code.id}`, { ...fields, isActive: true }, siteAdmin.headers)).status).toBe(200);
    const on = contract(Basket, (await checkout(code.code.toLowerCase())).body);
    expect(on).toEqual(priced);

    // a rule not met: the preview says why, in the checkout's words
    const min = await create({ minBasketAmount: 1_000_000 });
    const short = contract(Basket, (await t.post(`/api/admin/promo-codes/${min.id}/preview`, { shopId: 1, items }, siteAdmin.headers)).body);
    expect(short.promoCode).toBeNull();
    expect(short.promoCodeError).toMatch(/^Промокод действует при заказе от/);
  });

  it('counts an order that used the code in the list, and refuses an order with a code switched off meanwhile', async () => {
    setNow(NOW);
    try {
      const dear = await plentiful(t, 1, { dear: true });
      const items = [{ id: dear[0].id, quantity: 3 }, { id: dear[1].id, quantity: 3 }];
      const code = await create({ discountType: 2, amount: 5, isActive: true });
      const body = await payload(t, { customerId: anna.id, items, promoCode: code.code });
      const res = await t.post('/api/orders', body, { ...anna.headers, 'Idempotency-Key': newKey() });
      expect([res.status, res.body['hydra:description']]).toEqual([201, undefined]);
      const list = contract(hydraCollection(AdminPromoCode), (await t.get('/api/admin/promo-codes', siteAdmin.headers)).body);
      expect(list['hydra:member'].find((c) => c.id === code.id)?.uses).toBe(1);

      // priced with the code on, ordered after it was switched off: refused, nothing used
      const late = await payload(t, { customerId: anna.id, items, promoCode: code.code, time: '12:00-14:00' });
      const { id: _id, uses: _uses, '@type': _type, ...fields } = code;
      void _id; void _uses; void _type;
      expect((await t.put(`/api/admin/promo-codes/${code.id}`, { ...fields, isActive: false }, siteAdmin.headers)).status).toBe(200);
      const refused = await t.post('/api/orders', late, { ...anna.headers, 'Idempotency-Key': newKey() });
      expect(refused.status).toBe(409);
      const again = contract(hydraCollection(AdminPromoCode), (await t.get('/api/admin/promo-codes', siteAdmin.headers)).body);
      expect(again['hydra:member'].find((c) => c.id === code.id)?.uses).toBe(1);
    } finally {
      resetNow();
    }
  });

  it('refuses a bad preview request with violations, and an unknown code or shop with 404', async () => {
    const code = await create();
    const bad = await t.post(`/api/admin/promo-codes/${code.id}/preview`, { items: [] }, siteAdmin.headers);
    expectError(bad, 422);
    expect(violations(bad.body)).toMatchObject({ shopId: 'Выберите магазин.', items: 'Добавьте товары в корзину.' });
    expectError(await t.post('/api/admin/promo-codes/99999999/preview', { shopId: 1, items: [{ id: 1, quantity: 1 }] }, siteAdmin.headers), 404);
    expectError(await t.post(`/api/admin/promo-codes/${code.id}/preview`, { shopId: 99999, items: [{ id: 1, quantity: 1 }] }, siteAdmin.headers), 404);
  });
});

describe('home page blocks and banners', () => {
  const Blocks = hydraCollection(AdminPageBlock);
  const slider = async () => {
    const list = contract(Blocks, (await t.get('/api/admin/page-blocks', siteAdmin.headers)).body)['hydra:member'];
    const block = list.find((b) => b.blockType === 1 && b.shopId === null);
    expect(block).toBeDefined();
    return block!;
  };
  const home = async (shopId: number) => contract(hydraCollection(PageBlock), (await t.get(`/api/shops/${shopId}/page_blocks?pageType=main&target=site`)).body)['hydra:member'];
  const put = (id: number, body: unknown, who: Who = siteAdmin) => t.put(`/api/admin/page-blocks/${id}`, body, who.headers);

  it('adds a dated banner that shows on home within its dates only, revalidates every home page, and records it', async () => {
    const told: string[] = [];
    const stop = await listenStorefrontPages(t.handle.listen, async (pages) => { told.push(...pages); });
    try {
      const block = await slider();
      const banner = { image: '/media/banners/1.svg', name: 'Пятничная акция', title: 'Скидки до 30 %', linkUrl: '/discounts',
        startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-01-08T00:00:00Z' };
      const res = await put(block.id, { title: block.title, position: block.position, autoplay: block.autoplay, banners: [...block.banners!, banner], version: block.version });
      expect(res.status).toBe(200);
      const after = contract(AdminPageBlock, res.body);
      expect(after.version).toBe(block.version + 1);
      expect(after.banners!.at(-1)).toMatchObject({ name: 'Пятничная акция', isTargetBlank: false, startsAt: '2030-01-01T00:00:00Z' });

      const names = async () => (await home(1)).find((b) => b.blockType === 1)!.bannerBlock!.banners.map((b) => b.name);
      expect(await names()).not.toContain('Пятничная акция');
      setNow('2030-01-02T00:00:00Z');
      expect(await names()).toContain('Пятничная акция');
      setNow('2030-01-08T00:00:00Z');
      expect(await names()).not.toContain('Пятничная акция');
      resetNow();

      const marker = `/marker/${Math.random()}`;
      await t.db.transaction((tx) => revalidateAfterCommit(tx, [marker]));
      await eventually(async () => told, (seen) => seen.includes(marker));
      expect(told).toEqual(expect.arrayContaining(['/s/1', '/s/2']));

      const [row] = (await t.db.select().from(auditLog).where(eq(auditLog.target, `page_block:${block.id}`))).slice(-1);
      expect(row).toMatchObject({ kind: 'banner.create', actorId: siteAdmin.id });

      // a second admin's form still holds the old version
      const late = await put(block.id, { title: null, position: 0, banners: [], version: block.version });
      expectError(late, 409);
      expect(late.body['hydra:description']).toBe(STALE_VERSION_MESSAGE);
      expect((await slider()).banners).toHaveLength(block.banners!.length + 1);
    } finally {
      resetNow();
      await stop();
    }
  });

  it('refuses bad banners with Russian violations, and anyone but a site admin with 404', async () => {
    const block = await slider();
    const bad = await put(block.id, { position: -1, banners: [{ image: 'https://evil.example/x.png', name: '', linkUrl: 'javascript:alert(1)', startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }], version: block.version });
    expectError(bad, 422);
    expect(violations(bad.body)).toMatchObject({
      position: 'Порядок не может быть меньше 0.',
      'banners.0.image': 'Изображение: адрес на этом сайте, начинающийся с /media/.',
      'banners.0.name': 'Укажите название баннера.',
      'banners.0.linkUrl': 'Ссылка: путь на сайте (/discounts) или адрес https://.',
      'banners.0.endsAt': 'Конец показа должен быть позже начала.',
    });
    for (const who of [anna, shopAdmin]) {
      expectError(await t.get('/api/admin/page-blocks', who.headers), 404);
      expectError(await put(block.id, { position: 0, version: block.version }, who), 404);
    }
    expectError(await put(99999999, { position: 0, version: 1 }), 404);
    expect((await slider()).version).toBe(block.version);
  });
});
