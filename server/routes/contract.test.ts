// The contract holds: every route the app serves is in GET /api/docs.json with its method, every
// route answers what its own createRoute object documents (parsed with that very schema), and each
// answer holds against the served document itself (test/openapi-check.ts: status and JSON Schema).
import { asc, desc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { HydraError } from '../../contract';
import { cashbackGroups, categories, customers, discounts, goods, goodSets, news, notifications, shops, webhookDeliveries } from '../db/schema';
import { LOCAL_WEBHOOK_SECRET } from '../adapters/webhooks';
import { clock } from '../lib/clock';
import { signBody } from '../lib/webhook-signature';
import { ADMIN_EVENTS } from './order-events';
import { EVENTS } from './account';
import { photo } from '../test/photo-files';
import { contract, eventually, testApp, type TestApp } from '../test/harness';
import { payload, plentiful } from '../test/order-fixtures';
import { callbackParams } from '../adapters/payment/checksum';
import { sandboxGateway } from '../adapters/payment/sandbox';
import { openapiChecker } from '../test/openapi-check';

// one test asks every route in turn: on a busy machine that is more than a minute
jest.setTimeout(180_000);

let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, unknown>> };
/** A request that needs more than a GET of a path: a body, a signed-in customer, a code from the outbox. */
type Sample = string | (() => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; body?: unknown; headers?: Record<string, string> }>);
let samples: Record<string, Sample>;
let check: ReturnType<typeof openapiChecker>;
/** The card holder's Authorization (a fresh sign-in). */
let holder: Record<string, string>;
beforeAll(async () => {
  // a sandbox whose callback key the samples know, to sign a callback the route accepts
  const paymentKey = 'contract-test-callback-key-0123';
  t = await testApp({ payment: sandboxGateway({ secret: paymentKey, pageUrl: (id) => `http://shop.test/payment-sandbox/${id}` }) });
  const res = await t.get('/api/docs.json');
  expect(res.status).toBe(200);
  doc = res.body;
  check = openapiChecker(res.body);
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
  // every sample asks from its own address, so the per-address limits of one never touch another
  let ip = 0;
  const from = (headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': `10.9.0.${++ip}`, ...headers });
  const signIn = async (phone: string, password = 'demo12345') => {
    const res = await t.post('/api/auth/signin-phone', { phone, password }, from());
    expect(res.status).toBe(200);
    return res.body as { token: string; refreshToken: string };
  };
  const bearer = async (phone: string, password?: string) => from({ Authorization: `Bearer ${(await signIn(phone, password)).token}` });
  holder = await bearer('79000000001');
  const idOf = async (phone: string) => (await t.db.select().from(customers).where(eq(customers.phone, phone)))[0].id;
  const lastMessage = async (query: string) => (await t.get(`/api/dev/outbox?${query}`)).body['hydra:member'][0];
  const post = (path: string, body: unknown, headers = from()) => async () => ({ method: 'POST' as const, path, body, headers });
  let signupToken = '';
  const address = { city: 'Курск', street: 'ул. Ленина', house: '12', flat: 5, coordinates: [51.737, 36.188] };
  /** A fresh address of the demo card holder (whose password no other sample changes), and her Authorization. */
  const ownAddress = async (suffix = '') => {
    const headers = await bearer('79000000001');
    const created = await t.post('/api/delivery_addresses', address, headers);
    expect(created.status).toBe(201);
    return { path: `/api/delivery_addresses/${created.body.id}${suffix}`, headers };
  };
  /** An order of the card holder for delivery today or later, paid by card on receipt, priced as the server prices it. */
  /** A sandbox payment for an order number no order has (the payment routes' samples). */
  let payments = 0;
  const sandboxPayment = async () => {
    const orderNumber = 2_000_000_000 + ++payments;
    const res = await t.post('/api/dev/sandbox-payments', { orderNumber, amount: 12345, returnPath: '/basket', failPath: '/basket' }, from());
    expect(res.status).toBe(201);
    return { gatewayOrderId: res.body.gatewayOrderId as string, orderNumber };
  };
  let orders = 0;
  const placeOrder = async () => {
    const headers = await bearer('79000000001');
    const days = (await t.get(`/api/shops/${shopId}/timeslots?slotType=delivery`)).body['hydra:member'] as { date: string; slots: { timeInterval: string; paidTypes: number[] }[] }[];
    const day = days.find((d) => d.slots.some((x) => x.paidTypes.includes(2)))!;
    const slot = day.slots.find((x) => x.paidTypes.includes(2))!;
    const [good] = await plentiful(t, shopId, { dear: true });
    const body = await payload(t, {
      customerId: await idOf('79000000001'), shopId, items: [{ id: good.id, quantity: 1 }], date: day.date.replaceAll('-', '/'), time: slot.timeInterval,
    });
    return { method: 'POST' as const, path: '/api/orders', body, headers: { ...headers, 'Idempotency-Key': `contract-sample-${++orders}-${Date.now()}` } };
  };
  // admin orders: the site admin acts on an order the card holder placed (online ones paid in the sandbox)
  const siteAdmin = () => bearer('79000000011', 'admin12345');
  let staffPhones = 0;
  const newShop = () => ({
    name: 'Образцовый магазин', address: 'ул. Образцовая, 1', regionId: 1, coordinates: [51.7, 36.2], phone: null, hours: null, warehouseId: null,
    minOrderAmount: 0, deliveryEnabled: true, pickupEnabled: true, canAcceptOrders: true, closedDays: [], schedules: [],
  });
  const newStaff = () => ({ name: 'Сотрудник Образцов', phone: `7900777${String(++staffPhones).padStart(4, '0')}`, role: 'shop', shopIds: [1] });
  const staffMember = async () => (await t.post('/api/admin/staff', newStaff(), await siteAdmin())).body.id as number;
  const placed = async (online = false) => {
    const p = await placeOrder();
    if (online) {
      const days = (await t.get(`/api/shops/${shopId}/timeslots?slotType=delivery`)).body['hydra:member'] as { date: string; slots: { timeInterval: string; paidTypes: number[] }[] }[];
      const day = days.find((d) => d.slots.some((x) => x.paidTypes.includes(1)))!;
      const slot = day.slots.find((x) => x.paidTypes.includes(1))!;
      const [good] = await plentiful(t, shopId, { dear: true });
      p.body = await payload(t, {
        customerId: await idOf('79000000001'), shopId, items: [{ id: good.id, quantity: 1 }], cash: 1, date: day.date.replaceAll('-', '/'), time: slot.timeInterval,
      });
    }
    const res = await t.post(p.path, p.body, p.headers);
    expect(res.status).toBe(201);
    if (online) expect((await t.post(`/api/payments/sandbox/${res.body.paymentFormUrl.split('/').pop()}/pay`)).status).toBe(200);
    return res.body.id as number;
  };
  const closed = async () => {
    const id = await placed(true);
    const headers = await siteAdmin();
    for (const status of [1, 8, 5, 2, 3]) expect((await t.put(`/api/orders/${id}/status`, { status }, headers)).status).toBe(200);
    return id;
  };
  const admin = (method: 'GET' | 'PUT' | 'POST', suffix: string, body?: unknown, order: () => Promise<number> = placed) => async () =>
    ({ method, path: `/api/orders/${await order()}${suffix}`, body, headers: await siteAdmin() });
  // reviews: each sample that needs one writes its own, on a good nobody reviewed yet
  const unreviewed = (await t.db.select({ id: goods.id }).from(goods).orderBy(desc(goods.id)).limit(10)).map((g) => g.id);
  // by the card holder, whose password no other sample changes (three reviews: the limit of ten minutes)
  const writeReview = async () => {
    const headers = holder;
    const good = unreviewed.shift()!;
    const res = await t.post(`/api/goods/${good}/reviews`, { rate: 4, review: 'Хороший товар.', shopId }, headers);
    expect(res.status).toBe(201);
    return { good, id: res.body.id as number, headers };
  };
  const moderation = (verdict: 'publish' | 'reject', body?: unknown) => async () =>
    ({ method: 'POST' as const, path: `/api/reviews/${(await writeReview()).id}/${verdict}`, body, headers: await siteAdmin() });
  let promoCodes = 0;
  let newsCount = 0;
  const newNews = () => ({ title: 'Контракт', slug: `kontrakt-${++newsCount}`, content: '<p>Текст</p>', publishedAt: '2026-12-01T09:00:00+03:00' });
  const newPromoCode = () => ({ code: `CONTRACT${++promoCodes}`, discountType: 1, amount: 50 });
  const newPromotion = () => ({ title: 'Контракт', rules: [{ type: 'orderAmount', operator: 'gte', value: 100 }], results: [{ type: 'percentAmount', value: 5 }] });
  samples = {
    'GET /api/goods/{id}/reviews': `/api/goods/${goodId}/reviews`,
    'GET /api/goods/{id}/rating': `/api/goods/${goodId}/rating`,
    'POST /api/goods/{id}/reviews': async () =>
      ({ method: 'POST', path: `/api/goods/${unreviewed.shift()}/reviews`, body: { rate: 5, shopId }, headers: await bearer('79000000004') }),
    'GET /api/goods/{goodId}/reviews/{customerId}': async () => {
      const { good, headers } = await writeReview();
      return { method: 'GET', path: `/api/goods/${good}/reviews/${await idOf('79000000001')}`, headers };
    },
    'GET /api/reviews/pending': async () => ({ method: 'GET', path: '/api/reviews/pending', headers: await siteAdmin() }),
    'POST /api/reviews/{id}/publish': moderation('publish'),
    'POST /api/reviews/{id}/reject': moderation('reject', { reason: 'Реклама' }),
    'GET /api/orders': async () => ({ method: 'GET', path: '/api/orders?status=0', headers: await siteAdmin() }),
    'PUT /api/orders/{id}': admin('PUT', '', { card: '2000000000015' }),
    'PUT /api/orders/{id}/status': admin('PUT', '/status', { status: 1 }),
    'POST /api/orders/{id}/cancel': admin('POST', '/cancel', { reason: 'duplicate' }),
    'PUT /api/orders/{id}/goods': async () => {
      const id = await placed();
      const [good] = await plentiful(t, shopId, { dear: true });
      return { method: 'PUT', path: `/api/orders/${id}/goods`, body: { goods: [{ id: good.id, quantity: 2 }] }, headers: await siteAdmin() };
    },
    'PUT /api/orders/{id}/markingcode': async () => {
      const id = await placed();
      const headers = await siteAdmin();
      expect((await t.put(`/api/orders/${id}/status`, { status: 1 }, headers)).status).toBe(200);
      const [good] = await plentiful(t, shopId, { dear: true });
      return { method: 'PUT', path: `/api/orders/${id}/markingcode`, body: { items: [{ goodId: good.id, markingCode: ['0104604060000000'] }] }, headers };
    },
    'POST /api/orders/{id}/params': admin('POST', '/params', { changeType: 'type', type: 'pickup' }),
    'POST /api/orders/{id}/payment-refund': admin('POST', '/payment-refund', { amount: 1, comment: 'Недовес' }, closed),
    'GET /api/orders/{id}/log': admin('GET', '/log'),
    'GET /api/orders/{id}/payment-check': admin('GET', '/payment-check', undefined, () => placed(true)),
    'GET /api/barcode': '/api/barcode?c=2000000000015',
    'POST /api/auth/signin': post('/api/auth/signin', { login: 'card@example.ru', password: 'demo12345' }),
    'POST /api/auth/signin-phone': post('/api/auth/signin-phone', { phone: '+7 (900) 000-00-02', password: 'demo12345' }),
    'POST /api/auth/signup-phone': async () => ({
      method: 'POST', path: '/api/auth/signup-phone', headers: from(),
      body: { phone: '79005550101', password: 'secret-1', confirmPassword: 'secret-1', name: 'Проверка Контракта', agreement: true },
    }),
    'POST /api/auth/signup-phone-code': async () => {
      const sent = await t.post('/api/auth/signup-phone', {
        phone: '79005550102', password: 'secret-1', confirmPassword: 'secret-1', name: 'Проверка Контракта', agreement: true,
      }, from());
      signupToken = sent.body.confirmToken;
      const { code } = await lastMessage('phone=79005550102');
      return { method: 'POST', path: '/api/auth/signup-phone-code', body: { confirmToken: signupToken, smsCode: code }, headers: from() };
    },
    'POST /api/auth/recovery': post('/api/auth/recovery', { login: 'nobody@example.ru' }),
    'POST /api/auth/recovery-phone': post('/api/auth/recovery-phone', { phone: '79009998877' }),
    'POST /api/auth/signin-refresh-token': async () => post('/api/auth/signin-refresh-token', { refreshToken: (await signIn('79000000002')).refreshToken })(),
    'POST /api/auth/signout': async () => post('/api/auth/signout', { refreshToken: (await signIn('79000000002')).refreshToken })(),
    'GET /api/customers/me': async () => ({ method: 'GET', path: '/api/customers/me', headers: await bearer('79000000001') }),
    'GET /api/customers/{id}': async () => ({
      method: 'GET', path: `/api/customers/${await idOf('79000000001')}`, headers: await bearer('79000000001'),
    }),
    'GET /api/customers/{id}/confirm': async () => {
      const id = await idOf('79000000002');
      await t.db.update(customers).set({ email: 'two@example.ru', isEmailConfirmed: false }).where(eq(customers.id, id));
      expect((await t.post(`/api/customers/${id}/email-confirmation`, {}, await bearer('79000000002'))).status).toBe(200);
      const { link } = await lastMessage('email=two@example.ru');
      return { method: 'GET', path: `/api/customers/${id}/confirm?sessid=${new URL(link, 'http://x').searchParams.get('sessid')}` };
    },
    'GET /api/customers/{id}/recovery-confirm': async () => {
      expect((await t.post('/api/auth/recovery-phone', { phone: '79000000002' }, from())).status).toBe(200);
      // the link leaves after the answer
      const { link } = await eventually(() => lastMessage('phone=79000000002'), (m) => /recoveryid/.test(m?.link ?? ''));
      const url = new URL(link, 'http://x');
      return { method: 'GET', path: `/api/customers/${url.searchParams.get('recoveryid')}/recovery-confirm?sessid=${url.searchParams.get('sessid')}` };
    },
    'POST /api/customers/{id}/phone-confirmation': async () =>
      post(`/api/customers/${await idOf('79000000003')}/phone-confirmation`, {}, await bearer('79000000003'))(),
    'POST /api/customers/{id}/phone-confirmation-code': async () => {
      const id = await idOf('79000000010');
      await t.db.update(customers).set({ isPhoneConfirmed: false }).where(eq(customers.id, id));
      const headers = await bearer('79000000010', 'admin12345');
      const sent = await t.post(`/api/customers/${id}/phone-confirmation`, {}, headers);
      const { code } = await lastMessage('phone=79000000010');
      return { method: 'POST', path: `/api/customers/${id}/phone-confirmation-code`, body: { confirmToken: sent.body.confirmToken, smsCode: code }, headers };
    },
    'POST /api/customers/{id}/email-confirmation': async () => {
      const id = await idOf('79000000011');
      await t.db.update(customers).set({ email: 'site@example.ru', isEmailConfirmed: false }).where(eq(customers.id, id));
      return post(`/api/customers/${id}/email-confirmation`, {}, await bearer('79000000011', 'admin12345'))();
    },
    'GET /api/dev/outbox': '/api/dev/outbox?phone=79000000001',
    'GET /api/outbox': async () => ({ method: 'GET', path: '/api/outbox?phone=79000000010', headers: await siteAdmin() }),
    'GET /api/dev/webhooks': '/api/dev/webhooks',
    'POST /api/dev/partner-orders': post('/api/dev/partner-orders', { source: 'aggregator', shopId }),
    'GET /api/orders/events': async () => {
      ADMIN_EVENTS.lifetimeMs = 200;
      return { method: 'GET', path: '/api/orders/events', headers: await siteAdmin() };
    },
    'GET /api/exchange/1c': '/api/exchange/1c?type=catalog&mode=init',
    'POST /api/exchange/1c': async () => ({ method: 'POST', path: '/api/exchange/1c?type=catalog&mode=file&filename=import.xml', body: '<x/>', headers: {} }),
    'GET /api/shops/{shopId}/yml.xml': '/api/shops/1/yml.xml',
    'GET /api/exchange/files': async () => ({ method: 'GET', path: '/api/exchange/files', headers: await siteAdmin() }),
    // the back office's staff and audit log (a staff member of the sample's own for each change)
    'GET /api/admin/staff': async () => ({ method: 'GET', path: '/api/admin/staff', headers: await siteAdmin() }),
    'POST /api/admin/staff': async () => ({ method: 'POST', path: '/api/admin/staff', body: newStaff(), headers: await siteAdmin() }),
    'PUT /api/admin/staff/{id}': async () => ({ method: 'PUT', path: `/api/admin/staff/${await staffMember()}`, body: { role: 'shop', shopIds: [1, 2], version: 1 }, headers: await siteAdmin() }),
    'POST /api/admin/staff/{id}/block': async () => ({ method: 'POST', path: `/api/admin/staff/${await staffMember()}/block`, body: { version: 1 }, headers: await siteAdmin() }),
    'POST /api/admin/staff/{id}/unblock': async () => ({ method: 'POST', path: `/api/admin/staff/${await staffMember()}/unblock`, body: { version: 1 }, headers: await siteAdmin() }),
    'POST /api/admin/staff/{id}/password': async () => ({ method: 'POST', path: `/api/admin/staff/${await staffMember()}/password`, body: { version: 1 }, headers: await siteAdmin() }),
    'GET /api/admin/audit': async () => ({ method: 'GET', path: '/api/admin/audit?kind=staff', headers: await siteAdmin() }),
    'GET /api/admin/shops': async () => ({ method: 'GET', path: '/api/admin/shops', headers: await siteAdmin() }),
    'GET /api/admin/shops/{id}': async () => ({ method: 'GET', path: '/api/admin/shops/1', headers: await siteAdmin() }),
    'PUT /api/admin/shops/{id}': async () => {
      const headers = await siteAdmin();
      const { body: shop } = await t.get('/api/admin/shops/1', headers);
      const schedules = shop.schedules.map(({ id: _id, booked: _booked, ...rest }: Record<string, unknown>) => rest);
      const body = { ...shop, schedules, '@type': undefined, id: undefined, regions: undefined, paidSettings: undefined };
      return { method: 'PUT', path: '/api/admin/shops/1', body: JSON.parse(JSON.stringify(body)), headers };
    },
    'GET /api/admin/shops/{id}/zones': async () => ({ method: 'GET', path: '/api/admin/shops/1/zones', headers: await siteAdmin() }),
    'PUT /api/admin/shops/{id}/zones/{zoneId}': async () => {
      const headers = await siteAdmin();
      const [zone] = (await t.get('/api/admin/shops/1/zones', headers)).body['hydra:member'];
      return { method: 'PUT', path: `/api/admin/shops/1/zones/${zone.id}`, body: { version: zone.version, name: zone.name, price: zone.price, polygon: zone.polygon }, headers };
    },
    'POST /api/admin/shops': async () => ({ method: 'POST', path: '/api/admin/shops', body: newShop(), headers: await siteAdmin() }),
    'DELETE /api/admin/shops/{id}': async () => {
      const headers = await siteAdmin();
      const { body: shop } = await t.post('/api/admin/shops', newShop(), headers);
      return { method: 'DELETE', path: `/api/admin/shops/${shop.id}?version=${shop.version}`, headers };
    },
    'POST /api/admin/shops/{id}/reopen': async () => {
      const headers = await siteAdmin();
      const { body: shop } = await t.post('/api/admin/shops', newShop(), headers);
      // closed as DELETE closes a shop with orders (a new shop has none, so DELETE would delete it)
      await t.db.update(shops).set({ closedAt: new Date(), canAcceptOrders: false, version: shop.version + 1 }).where(eq(shops.id, shop.id));
      return { method: 'POST', path: `/api/admin/shops/${shop.id}/reopen`, body: { version: shop.version + 1 }, headers };
    },
    'POST /api/admin/shops/{id}/zones': async () => ({
      method: 'POST', path: '/api/admin/shops/1/zones', body: { name: 'Новая зона', price: 100, polygon: [[[10, 10], [10, 11], [11, 11]]] }, headers: await siteAdmin(),
    }),
    'DELETE /api/admin/shops/{id}/zones/{zoneId}': async () => {
      const headers = await siteAdmin();
      const { body: zone } = await t.post('/api/admin/shops/1/zones', { name: 'На удаление', price: 0, polygon: [[[12, 12], [12, 13], [13, 13]]] }, headers);
      return { method: 'DELETE', path: `/api/admin/shops/1/zones/${zone.id}?version=${zone.version}`, headers };
    },
    // the back office's content and promotions
    'GET /api/admin/promo-codes': async () => ({ method: 'GET', path: '/api/admin/promo-codes', headers: await siteAdmin() }),
    'POST /api/admin/promo-codes': async () => ({ method: 'POST', path: '/api/admin/promo-codes', body: newPromoCode(), headers: await siteAdmin() }),
    'PUT /api/admin/promo-codes/{id}': async () => {
      const headers = await siteAdmin();
      const created = await t.post('/api/admin/promo-codes', newPromoCode(), headers);
      expect(created.status).toBe(201);
      return { method: 'PUT', path: `/api/admin/promo-codes/${created.body.id}`, body: { ...newPromoCode(), isActive: true, version: created.body.version }, headers };
    },
    'POST /api/admin/promo-codes/{id}/preview': async () => {
      const headers = await siteAdmin();
      const created = await t.post('/api/admin/promo-codes', newPromoCode(), headers);
      const [good] = await plentiful(t, shopId);
      return { method: 'POST', path: `/api/admin/promo-codes/${created.body.id}/preview`, body: { shopId, items: [{ id: good.id, quantity: 1 }] }, headers };
    },
    // the back office's discounts (switched off: the other samples' prices stay 1C's)
    'GET /api/admin/discounts': async () => ({ method: 'GET', path: '/api/admin/discounts', headers: await siteAdmin() }),
    'POST /api/admin/discounts': async () => {
      const [good] = await plentiful(t, shopId);
      return { method: 'POST', path: '/api/admin/discounts', body: { name: 'Контракт', percent: 10, goodIds: [good.id], isActive: false }, headers: await siteAdmin() };
    },
    'PUT /api/admin/discounts/{id}': async () => {
      const headers = await siteAdmin();
      const [good] = await plentiful(t, shopId);
      const created = await t.post('/api/admin/discounts', { name: 'Контракт', percent: 10, goodIds: [good.id], isActive: false }, headers);
      expect(created.status).toBe(201);
      return { method: 'PUT', path: `/api/admin/discounts/${created.body.id}`, body: { name: 'Контракт 2', percent: 12, goodIds: [good.id], isActive: false, version: created.body.version }, headers };
    },
    // the back office's promotions (switched off: the other samples' baskets stay as they were)
    'GET /api/admin/promotions': async () => ({ method: 'GET', path: '/api/admin/promotions', headers: await siteAdmin() }),
    'POST /api/admin/promotions': async () => ({ method: 'POST', path: '/api/admin/promotions', body: newPromotion(), headers: await siteAdmin() }),
    'PUT /api/admin/promotions/{id}': async () => {
      const headers = await siteAdmin();
      const created = await t.post('/api/admin/promotions', newPromotion(), headers);
      expect(created.status).toBe(201);
      return { method: 'PUT', path: `/api/admin/promotions/${created.body.id}`, body: { ...newPromotion(), title: 'Контракт 2', version: created.body.version }, headers };
    },
    'POST /api/admin/promotions/{id}/preview': async () => {
      const headers = await siteAdmin();
      const created = await t.post('/api/admin/promotions', newPromotion(), headers);
      const [good] = await plentiful(t, shopId);
      return { method: 'POST', path: `/api/admin/promotions/${created.body.id}/preview`, body: { shopId, items: [{ id: good.id, quantity: 1 }] }, headers };
    },
    // the back office's cashback groups (the same name and goods written back)
    'GET /api/admin/cashback-groups': async () => ({ method: 'GET', path: '/api/admin/cashback-groups', headers: await siteAdmin() }),
    'PUT /api/admin/cashback-groups/{id}': async () => {
      const headers = await siteAdmin();
      const [group] = (await t.get('/api/admin/cashback-groups', headers)).body['hydra:member'];
      return { method: 'PUT', path: `/api/admin/cashback-groups/${group.id}`, body: { name: group.name, goodIds: group.goods.map((g: { id: number }) => g.id), version: group.version }, headers };
    },
    // the back office's good sets (each sample its own set)
    'GET /api/admin/good-sets': async () => ({ method: 'GET', path: '/api/admin/good-sets', headers: await siteAdmin() }),
    'POST /api/admin/good-sets': async () => ({ method: 'POST', path: '/api/admin/good-sets', body: { title: 'Контракт' }, headers: await siteAdmin() }),
    'PUT /api/admin/good-sets/{id}': async () => {
      const headers = await siteAdmin();
      const created = await t.post('/api/admin/good-sets', { title: 'Контракт' }, headers);
      expect(created.status).toBe(201);
      return { method: 'PUT', path: `/api/admin/good-sets/${created.body.id}`, body: { title: 'Контракт 2', showInCatalog: false, version: created.body.version }, headers };
    },
    'DELETE /api/admin/good-sets/{id}': async () => {
      const headers = await siteAdmin();
      const created = await t.post('/api/admin/good-sets', { title: 'Контракт' }, headers);
      expect(created.status).toBe(201);
      return { method: 'DELETE', path: `/api/admin/good-sets/${created.body.id}?version=${created.body.version}`, headers };
    },
    // the back office's news (each sample its own address) and the content images' upload
    'GET /api/admin/news': async () => ({ method: 'GET', path: '/api/admin/news', headers: await siteAdmin() }),
    'POST /api/admin/news': async () => ({ method: 'POST', path: '/api/admin/news', body: newNews(), headers: await siteAdmin() }),
    'PUT /api/admin/news/{id}': async () => {
      const headers = await siteAdmin();
      const created = await t.post('/api/admin/news', newNews(), headers);
      expect(created.status).toBe(201);
      return { method: 'PUT', path: `/api/admin/news/${created.body.id}`, body: { ...newNews(), version: created.body.version }, headers };
    },
    'DELETE /api/admin/news/{id}': async () => {
      const headers = await siteAdmin();
      const created = await t.post('/api/admin/news', newNews(), headers);
      expect(created.status).toBe(201);
      return { method: 'DELETE', path: `/api/admin/news/${created.body.id}?version=${created.body.version}`, headers };
    },
    // the FAQ's questions and the rules' text (the storefront's read, the back office's edits)
    'GET /api/info-pages': '/api/info-pages',
    'GET /api/admin/faq': async () => ({ method: 'GET', path: '/api/admin/faq', headers: await siteAdmin() }),
    'POST /api/admin/faq': async () => ({ method: 'POST', path: '/api/admin/faq', body: { question: 'Контракт?', answer: '<p>Да.</p>' }, headers: await siteAdmin() }),
    'PUT /api/admin/faq/{id}': async () => {
      const headers = await siteAdmin();
      const created = await t.post('/api/admin/faq', { question: 'Контракт?', answer: '<p>Да.</p>' }, headers);
      expect(created.status).toBe(201);
      return { method: 'PUT', path: `/api/admin/faq/${created.body.id}`, body: { question: 'Контракт 2?', answer: '<p>Нет.</p>', version: created.body.version }, headers };
    },
    'DELETE /api/admin/faq/{id}': async () => {
      const headers = await siteAdmin();
      const created = await t.post('/api/admin/faq', { question: 'Контракт?', answer: '<p>Да.</p>' }, headers);
      expect(created.status).toBe(201);
      return { method: 'DELETE', path: `/api/admin/faq/${created.body.id}?version=${created.body.version}`, headers };
    },
    'PUT /api/admin/faq-order': async () => {
      const headers = await siteAdmin();
      const list = await t.get('/api/admin/faq', headers);
      const items = (list.body['hydra:member'] as { id: number; version: number }[]).map(({ id, version }) => ({ id, version }));
      return { method: 'PUT', path: '/api/admin/faq-order', body: { items }, headers };
    },
    'GET /api/admin/site-texts/{key}': async () => ({ method: 'GET', path: '/api/admin/site-texts/rules', headers: await siteAdmin() }),
    'PUT /api/admin/site-texts/{key}': async () => {
      const headers = await siteAdmin();
      const text = await t.get('/api/admin/site-texts/rules', headers);
      return { method: 'PUT', path: '/api/admin/site-texts/rules', body: { html: text.body.html, version: text.body.version }, headers };
    },
    // the exchange accounts (each sample its own login)
    'GET /api/admin/exchange-accounts': async () => ({ method: 'GET', path: '/api/admin/exchange-accounts', headers: await siteAdmin() }),
    'POST /api/admin/exchange-accounts': async () => ({
      method: 'POST', path: '/api/admin/exchange-accounts', body: { name: '1С', login: `kontrakt-${++newsCount}`, password: 'kontrakt-parol' }, headers: await siteAdmin(),
    }),
    'POST /api/admin/exchange-accounts/{id}/block': async () => {
      const headers = await siteAdmin();
      const created = await t.post('/api/admin/exchange-accounts', { name: '1С', login: `kontrakt-${++newsCount}`, password: 'kontrakt-parol' }, headers);
      expect(created.status).toBe(201);
      return { method: 'POST', path: `/api/admin/exchange-accounts/${created.body.id}/block`, body: { version: created.body.version }, headers };
    },
    'POST /api/admin/exchange-accounts/{id}/unblock': async () => {
      const headers = await siteAdmin();
      const created = await t.post('/api/admin/exchange-accounts', { name: '1С', login: `kontrakt-${++newsCount}`, password: 'kontrakt-parol' }, headers);
      expect(created.status).toBe(201);
      return { method: 'POST', path: `/api/admin/exchange-accounts/${created.body.id}/unblock`, body: { version: created.body.version }, headers };
    },
    'POST /api/admin/content-images': async () =>
      ({ method: 'POST', path: '/api/admin/content-images?name=banner.jpg', body: await photo(96, 48), headers: await siteAdmin() }),
    'GET /api/admin/page-blocks': async () => ({ method: 'GET', path: '/api/admin/page-blocks', headers: await siteAdmin() }),
    'PUT /api/admin/page-blocks/{id}': async () => {
      const headers = await siteAdmin();
      const [block] = (await t.get('/api/admin/page-blocks', headers)).body['hydra:member'];
      return { method: 'PUT', path: `/api/admin/page-blocks/${block.id}`, body: { title: block.title, position: block.position, version: block.version }, headers };
    },
    'GET /api/webhook-deliveries': async () => ({ method: 'GET', path: '/api/webhook-deliveries?state=pending', headers: await siteAdmin() }),
    'POST /api/webhook-deliveries/{id}/retry': async () => {
      const id = await placed();
      expect((await t.put(`/api/orders/${id}/status`, { status: 1 }, await siteAdmin())).status).toBe(200);
      const [row] = await t.db.update(webhookDeliveries).set({ state: 'dead' }).where(eq(webhookDeliveries.orderId, id)).returning();
      return { method: 'POST', path: `/api/webhook-deliveries/${row.id}/retry`, headers: await siteAdmin() };
    },
    'POST /api/webhooks/assembly': async () => {
      const id = await placed();
      const headers = await siteAdmin();
      for (const status of [1, 8, 5]) expect((await t.put(`/api/orders/${id}/status`, { status }, headers)).status).toBe(200);
      const raw = JSON.stringify({ id: `contract-${id}`, event: 6, order: { id } });
      return { method: 'POST', path: '/api/webhooks/assembly', body: raw, headers: { 'X-Webhook-Signature': signBody(LOCAL_WEBHOOK_SECRET, raw, clock.now()) } };
    },
    'POST /api/webhooks/partners/{source}': async () => {
      const [good] = await plentiful(t, shopId);
      const raw = JSON.stringify({
        id: `contract-${Date.now()}`,
        order: {
          externalId: `YE-C${Date.now()}`, shopId, type: 'pickup', deliveryDate: '2030-01-01', deliveryTime: '10:00-11:00',
          customer: { name: 'Пётр', phone: '79001112233' }, items: [{ goodId: good.id, quantity: 1, price: 10 }],
        },
      });
      return { method: 'POST', path: '/api/webhooks/partners/partner', body: raw, headers: { 'X-Webhook-Signature': signBody(LOCAL_WEBHOOK_SECRET, raw, clock.now()) } };
    },
    'POST /api/webhooks/partners/{source}/events': async () => {
      const [good] = await plentiful(t, shopId);
      const externalId = `YE-E${Date.now()}`;
      const order = JSON.stringify({
        id: `contract-order-${externalId}`,
        order: {
          externalId, shopId, type: 'pickup', deliveryDate: '2030-01-01', deliveryTime: '10:00-11:00',
          customer: { name: 'Пётр', phone: '79001112233' }, items: [{ goodId: good.id, quantity: 1, price: 10 }],
        },
      });
      const sign = (raw: string) => ({ 'X-Webhook-Signature': signBody(LOCAL_WEBHOOK_SECRET, raw, clock.now()) });
      expect((await t.post('/api/webhooks/partners/partner', order, sign(order))).status).toBe(201);
      const raw = JSON.stringify({ id: `contract-cancel-${externalId}`, type: 'cancelled', order: { externalId }, comment: 'Клиент передумал' });
      return { method: 'POST', path: '/api/webhooks/partners/partner/events', body: raw, headers: sign(raw) };
    },
    'GET /health': '/health',
    'GET /ready': '/ready',
    'GET /api/docs.json': '/api/docs.json',
    'GET /api/shops': '/api/shops',
    'GET /api/shops/{id}': `/api/shops/${shopId}`,
    'GET /api/shops/{id}/rules': `/api/shops/${shopId}/rules`,
    'GET /api/catalogs': '/api/catalogs',
    'GET /api/catalogs/{id}': `/api/catalogs/${category.id}`,
    'GET /api/shops/{shopId}/goods/dicts': `/api/shops/${shopId}/goods/dicts`,
    'GET /api/shops/{shopId}/goods/ids': `/api/shops/${shopId}/goods/ids?after=${goodId}&limit=3`,
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
    'GET /api/admin/goods/{id}/photos': async () => ({ method: 'GET', path: `/api/admin/goods/${pictured.id}/photos`, headers: await siteAdmin() }),
    'POST /api/admin/goods/{id}/photos': async () =>
      ({ method: 'POST', path: `/api/admin/goods/${pictured.id}/photos?name=a.jpg`, body: await photo(64, 48), headers: await siteAdmin() }),
    'PUT /api/admin/goods/{id}/photos': async () =>
      ({ method: 'PUT', path: `/api/admin/goods/${pictured.id}/photos`, body: { photos: [] }, headers: await siteAdmin() }),
    'GET /api/admin/goods/{id}': async () => ({ method: 'GET', path: `/api/admin/goods/${pictured.id}`, headers: await siteAdmin() }),
    'PATCH /api/admin/goods/{id}': async () => {
      const read = await t.get(`/api/admin/goods/${pictured.id}`, await siteAdmin());
      return { method: 'PATCH', path: `/api/admin/goods/${pictured.id}`, body: { version: read.body.version, description: '<p>Описание</p>' }, headers: await siteAdmin() };
    },
    'GET /media/photos/{hash}/{file}': async () => {
      const uploaded = await t.post(`/api/admin/goods/${pictured.id}/photos?name=b.jpg`, await photo(64, 48), await siteAdmin());
      return { method: 'GET', path: `/media/photos/${uploaded.body.photos[0].hash}/120` };
    },
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
    'GET /api/geocoder/suggest': `/api/geocoder/suggest?city=${encodeURIComponent('Курск')}&street=${encodeURIComponent('рад')}`,
    'GET /api/shops/{id}/timeslots': `/api/shops/${shopId}/timeslots`,
    'GET /api/customers/{id}/addresses': async () =>
      ({ method: 'GET', path: `/api/customers/${await idOf('79000000001')}/addresses`, headers: await bearer('79000000001') }),
    'POST /api/delivery_addresses': post('/api/delivery_addresses', address, await bearer('79000000001')),
    'PUT /api/delivery_addresses/{id}': async () => ({ method: 'PUT', ...(await ownAddress()), body: address }),
    'PUT /api/delivery_addresses/{id}/current': async () => ({ method: 'PUT', ...(await ownAddress('/current')), body: {} }),
    'DELETE /api/delivery_addresses/{id}': async () => ({ method: 'DELETE', ...(await ownAddress()) }),
    // pricing: a card holder's delivery basket with a promo code
    'POST /api/shops/{shopId}/basket': async () => ({
      method: 'POST', path: `/api/shops/${shopId}/basket`, headers: await bearer('79000000001'),
      body: { items: [{ id: goodId, quantity: 2 }], receivingMethod: 'delivery', coords: [51.733, 36.1811], promoCode: 'DEMO10', orderCashType: 2 },
    }),
    'GET /api/shops/{shopId}/promotions': `/api/shops/${shopId}/promotions`,
    'POST /api/shops/{shopId}/promotions/{promotionId}/calculate': post(`/api/shops/${shopId}/promotions/1/calculate`,
      { items: [{ id: goodId, quantity: 1 }], receivingMethod: 'pickup' }),
    'POST /api/promo_codes/resolve': post('/api/promo_codes/resolve',
      { shopId, cashType: 3, promoCode: 'demo10', basketTotal: 1000, basketItems: [{ goodId, amount: 1000 }] }),
    'POST /api/orders': placeOrder,
    'POST /api/dev/sandbox-payments': post('/api/dev/sandbox-payments', { orderNumber: 2_000_000_100, amount: 10000, returnPath: '/basket', failPath: '/basket' }),
    'GET /api/payments/sandbox/{id}': async () => ({ method: 'GET', path: `/api/payments/sandbox/${(await sandboxPayment()).gatewayOrderId}` }),
    'POST /api/payments/sandbox/{id}/pay': async () => ({ method: 'POST', path: `/api/payments/sandbox/${(await sandboxPayment()).gatewayOrderId}/pay` }),
    'POST /api/payments/sandbox/{id}/decline': async () => ({ method: 'POST', path: `/api/payments/sandbox/${(await sandboxPayment()).gatewayOrderId}/decline` }),
    'POST /api/sandbox-bank/rest/{method}': async () => {
      const p = await sandboxPayment();
      return post('/api/sandbox-bank/rest/getOrderStatusExtended.do', { userName: 'sandbox', password: 'sandbox', orderId: p.gatewayOrderId })();
    },
    'POST /api/dev/bank/faults': post('/api/dev/bank/faults', { operation: 'register', fault: 'delay', times: 1, delayMs: 1 }),
    'DELETE /api/dev/bank/faults': async () => ({ method: 'DELETE', path: '/api/dev/bank/faults' }),
    'GET /api/dev/bank/orders/{bankOrderId}': async () => ({ method: 'GET', path: `/api/dev/bank/orders/${(await sandboxPayment()).gatewayOrderId}` }),
    'POST /api/dev/bank/orders/{bankOrderId}/deposit': async () => {
      const p = await sandboxPayment();
      expect((await t.post(`/api/payments/sandbox/${p.gatewayOrderId}/pay`)).status).toBe(200);
      return post(`/api/dev/bank/orders/${p.gatewayOrderId}/deposit`, {})();
    },
    'GET /api/payments/callback': async () => {
      const p = await sandboxPayment();
      const params = callbackParams({ gatewayOrderId: p.gatewayOrderId, orderId: p.orderNumber, operation: 'approved', ok: true }, paymentKey);
      return { method: 'GET', path: `/api/payments/callback?${new URLSearchParams(params)}` };
    },
    'GET /api/orders/{id}': async () => {
      const placed = await placeOrder();
      const res = await t.post(placed.path, placed.body, placed.headers);
      expect(res.status).toBe(201);
      return { method: 'GET', path: `/api/orders/${res.body.id}`, headers: placed.headers };
    },
    // favourites: the card holder's (whose password no sample changes)
    'GET /api/customers/{id}/favorites': async () =>
      ({ method: 'GET', path: `/api/customers/${await idOf('79000000001')}/favorites`, headers: await bearer('79000000001') }),
    'POST /api/favorites': async () => ({ method: 'POST', path: '/api/favorites', body: { goodId }, headers: await bearer('79000000001') }),
    'DELETE /api/favorites/{id}': async () => {
      const headers = await bearer('79000000001');
      const added = await t.post('/api/favorites', { goodId }, headers);
      expect([200, 201]).toContain(added.status);
      return { method: 'DELETE', path: `/api/favorites/${added.body.id}`, headers };
    },
    'DELETE /api/favorites/clear': async () => ({ method: 'DELETE', path: '/api/favorites/clear', headers: await bearer('79000000001') }),
    'GET /api/shops/{shopId}/favorites': async () =>
      ({ method: 'GET', path: `/api/shops/${shopId}/favorites?name=${encodeURIComponent('мол')}`, headers: await bearer('79000000001') }),
    'GET /api/shops/{shopId}/purchased': async () => ({ method: 'GET', path: `/api/shops/${shopId}/purchased?page=1`, headers: await bearer('79000000001') }),
    // the personal area: the card holder reads; customers no later sample signs in as change their phone and email
    ...personalAreaSamples({ bearer, idOf, lastMessage }),
  };
});
afterAll(() => t.close());

type Helpers = {
  bearer: (phone: string, password?: string) => Promise<Record<string, string>>;
  idOf: (phone: string) => Promise<number>;
  lastMessage: (query: string) => Promise<{ code: string }>;
};

function personalAreaSamples({ bearer, idOf, lastMessage }: Helpers): Record<string, Sample> {
  const own = (path: string) => async () => ({ method: 'GET' as const, path: `/api/customers/${await idOf('79000000001')}${path}`, headers: await bearer('79000000001') });
  /** A code sent to a new phone or email of customer `phone`, and the confirm request it makes. */
  const confirm = (phone: string, password: string, step: string, body: Record<string, string>, query: string) => async () => {
    const id = await idOf(phone);
    const headers = await bearer(phone, password);
    const sent = await t.post(`/api/customers/${id}/${step}`, body, headers);
    expect(sent.status).toBe(200);
    const { code } = await lastMessage(query);
    return { method: 'POST' as const, path: `/api/customers/${id}/${step === 'email' ? 'email' : 'set-phone'}-confirm`, body: { confirmToken: sent.body.confirmToken, code }, headers };
  };
  return {
    'PUT /api/customers/{id}': async () => ({ method: 'PUT', path: `/api/customers/${await idOf('79000000001')}`, body: { name: 'Анна Карточкина', gender: 2 }, headers: await bearer('79000000001') }),
    'POST /api/customers/{id}/set-phone': async () => ({ method: 'POST', path: `/api/customers/${await idOf('79000000003')}/set-phone`, body: { phone: '79005550201', password: 'demo12345' }, headers: await bearer('79000000003') }),
    'POST /api/customers/{id}/set-phone-confirm': confirm('79000000010', 'admin12345', 'set-phone', { phone: '79005550202', password: 'admin12345' }, 'phone=79005550202'),
    'POST /api/customers/{id}/email': async () => ({ method: 'POST', path: `/api/customers/${await idOf('79000000003')}/email`, body: { email: 'contract-a@example.ru', password: 'demo12345' }, headers: await bearer('79000000003') }),
    'POST /api/customers/{id}/email-confirm': confirm('79000000011', 'admin12345', 'email', { email: 'contract-b@example.ru', password: 'admin12345' }, 'email=contract-b@example.ru'),
    'GET /api/customers/{id}/settings': own('/settings'),
    'PUT /api/customers/{id}/settings': async () => ({ ...(await own('/settings')()), method: 'PUT', body: { sendReceipt: [1], sendOrderStatus: [1, 2], sendAdvertisement: [] } }),
    'GET /api/customers/{id}/stats': own('/stats'),
    'GET /api/customers/{id}/basket': own('/basket'),
    'PUT /api/customers/{id}/basket': async () => ({ ...(await own('/basket')()), method: 'PUT', body: { version: 0, lines: [{
      id: 20100041, name: 'Молоко', image: '/media/goods/20100041.svg', measure: 'шт', measureId: 1, grossWeight: 1, unitWeight: 1, max: 99, min: 1,
      step: 1, editStep: 1, regprice: 99.9, actprice: 89.9, isPickup: false, hasImage: true, catalog: { id: 101, parentId: 100 }, quantity: 2,
      price: 99.9, amount: 199.8, isOutOfStock: false }] } }),
    'POST /api/loyalty/signin': async () => ({ method: 'POST', path: '/api/loyalty/signin', body: { card: '2000000000022', password: 'card12345' }, headers: await bearer('79000000003') }),
    'GET /api/customers/{id}/loyalty': own('/loyalty'),
    'GET /api/customers/{id}/loyalty-transactions': own('/loyalty-transactions?page=2'),
    'GET /api/customers/{id}/orders': own('/orders?page=2'),
    'GET /api/customers/{id}/orders/events': async () => {
      // a short-lived stream, so reading its whole body ends
      EVENTS.lifetimeMs = 200;
      return own('/orders/events')();
    },
    'GET /api/customers/{id}/notifications': own('/notifications?unread=true'),
    'PUT /api/notifications/{id}': async () => {
      const [n] = await t.db.select().from(notifications).where(eq(notifications.customerId, await idOf('79000000001'))).limit(1);
      return { method: 'PUT', path: `/api/notifications/${n.id}`, body: { unread: false }, headers: await bearer('79000000001') };
    },
  };
}

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
      const sample = samples[`${route.method.toUpperCase()} ${route.path}`];
      const req = typeof sample === 'string' ? { method: 'GET', path: sample, body: undefined, headers: {} } : await sample();
      const url = `${req.method} ${req.path}`;
      const res = req.method === 'GET' ? await t.get(req.path, req.headers)
        : req.method === 'POST' ? await t.post(req.path, req.body, req.headers)
          : req.method === 'PUT' ? await t.put(req.path, req.body, req.headers)
            : req.method === 'PATCH' ? await t.patch(req.path, req.body, req.headers) : await t.delete(req.path, req.headers);
      // the route's success status: 200, 201 for a creation, 204 (no body) for a removal
      const ok = Object.keys(route.responses).map(Number).find((s) => s >= 200 && s < 300)!;
      expect([url, res.status, res.body]).toEqual([url, ok, ok === 204 ? null : expect.anything()]);
      const text = res.body === null ? '' : typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      expect([url, check({ method: req.method, url: req.path, status: res.status, headers: res.headers, body: text })]).toEqual([url, null]);
      if (ok === 204) continue;
      const [[mediaType, { schema }]] = Object.entries(route.responses[ok].content!);
      expect(res.headers.get('content-type')).toMatch(new RegExp(`^${mediaType.replace('+', '\\+')}`));
      if (mediaType === 'application/ld+json') contract(schema, res.body);
      else if (mediaType === 'text/event-stream') expect(res.body).toMatch(/^event: ready\n/);
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

/** One request straight to the app, and what the document says of its answer (null: it holds). */
async function ask(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const res = await t.app.request(path, { method, headers: { 'API-CONSUMER': 'site', ...init.headers }, body: init.body });
  const body = await res.text();
  return { status: res.status, allow: res.headers.get('allow'), body, wrong: check({ method, url: path, status: res.status, headers: res.headers, body }) };
}
const jsonType = { 'Content-Type': 'application/json' };

describe('the document names every answer', () => {
  it('400s of the code routes without attemptsLeft (a body that is not JSON, a malformed id) fit their schema', async () => {
    for (const [path, headers] of [
      ['/api/auth/signup-phone-code', {}], ['/api/customers/1/phone-confirmation-code', holder], ['/api/customers/abc/phone-confirmation-code', holder],
    ] as const) {
      const res = await ask('POST', path, { body: path.includes('abc') ? '{}' : '{"confirmToken":', headers: { ...jsonType, ...headers } });
      expect([path, res.status, res.wrong]).toEqual([path, 400, null]);
    }
  });

  it('422 for a non-object optional body, 400 for a non-JSON one, are documented', async () => {
    const id = (await t.get('/api/customers/me', holder)).body.id;
    const address = await t.post('/api/delivery_addresses', { city: 'Курск', street: 'ул. Ленина', house: '1' }, holder);
    for (const [method, path, body, status] of [
      ['POST', `/api/customers/${id}/email-confirmation`, '[]', 422],
      ['POST', `/api/customers/${id}/phone-confirmation`, '"x"', 422],
      ['PUT', `/api/delivery_addresses/${address.body.id}/current`, '1', 422],
      ['POST', '/api/dev/sandbox-payments', '{', 400],
    ] as const) {
      const res = await ask(method, path, { body, headers: { ...jsonType, ...holder } });
      expect([path, res.status, res.wrong]).toEqual([path, status, null]);
    }
  });

  it('a URL over the limit answers a documented 414', async () => {
    const res = await ask('GET', `/api/shops/2/goods?brand[]=${'x'.repeat(9000)}`);
    expect([res.status, res.wrong]).toEqual([414, null]);
  });

  it('a method a path lacks answers 405 with the path\'s methods in Allow', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/api/shops', 'GET, HEAD'],
      ['OPTIONS', '/api/delivery_addresses/1', 'PUT, DELETE'],
      ['DELETE', '/api/orders', 'GET, HEAD, POST'],
      ['POST', '/api/orders/1', 'GET, HEAD, PUT'],
      ['POST', '/api/customers/me', 'GET, HEAD, PUT'],
      ['PROPFIND', '/api/shops/2/basket', 'POST'],
    ] as const) {
      const res = await ask(method, path);
      expect([method, path, res.status, res.allow, res.wrong]).toEqual([method, path, 405, allow, null]);
    }
    expect((await ask('DELETE', '/api/nowhere')).status).toBe(404);
  });

  it('a guest with a bad body is told to sign in first (401, not 422)', async () => {
    for (const [method, path] of [
      ['POST', '/api/delivery_addresses'], ['PUT', '/api/delivery_addresses/1'], ['PUT', '/api/delivery_addresses/abc/current'],
      ['POST', '/api/customers/1/phone-confirmation-code'], ['POST', '/api/orders'],
    ] as const) {
      const res = await ask(method, path, { body: '{"city":1}', headers: { ...jsonType, Authorization: 'Bearer x' } });
      expect([path, res.status, res.wrong]).toEqual([path, 401, null]);
    }
  });
});

describe('the document states its rules', () => {
  type Param = { name: string; in: string; style?: string; explode?: boolean; schema: Record<string, unknown> };
  type Op = { security?: unknown[]; parameters?: Param[]; responses: Record<string, { description: string }> };
  const op = (method: string, path: string) => (doc.paths[path] as Record<string, Op>)[method];
  const param = (method: string, path: string, name: string) => op(method, path).parameters!.find((p) => p.name === name)!;
  const schemas = () => (doc as unknown as { components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> } }).components.schemas;

  it('requires the token where the API does', () => {
    for (const [method, path] of [
      ['get', '/api/customers/{id}/addresses'], ['post', '/api/delivery_addresses'], ['put', '/api/delivery_addresses/{id}'],
      ['delete', '/api/delivery_addresses/{id}'], ['put', '/api/delivery_addresses/{id}/current'], ['post', '/api/orders'], ['get', '/api/orders/{id}'],
    ]) expect([path, op(method, path).security]).toEqual([path, [{ Bearer: [] }]]);
  });

  it('bounds coordinate pairs, patterns phones, codes, coords and the Idempotency-Key', () => {
    const s = schemas();
    expect(s.NewDeliveryAddress.properties.coordinates).toMatchObject({ minItems: 2, maxItems: 2 });
    expect(s.SigninPhoneRequest.properties.phone.pattern).toBeDefined();
    expect(new RegExp(s.SigninPhoneRequest.properties.phone.pattern as string, 'u').test('+7 (900) 000-00-01')).toBe(true);
    expect(new RegExp(s.SigninPhoneRequest.properties.phone.pattern as string, 'u').test('+7 (800) 000-00-01')).toBe(false);
    expect(new RegExp(s.SignupPhoneCodeRequest.properties.smsCode.pattern as string, 'u').test('123 456')).toBe(true);
    expect(new RegExp(s.SignupPhoneCodeRequest.properties.smsCode.pattern as string, 'u').test('12345')).toBe(false);
    expect(param('get', '/api/delivery_zones', 'coords').schema.pattern).toBeDefined();
    expect(param('post', '/api/orders', 'idempotency-key').schema.pattern).toBe('^[A-Za-z0-9_-]{8,128}$');
  });

  it('bounds the cashback shopId, sends extra as a deepObject, and no null news type', () => {
    expect(param('get', '/api/cashback_groups', 'shopId').schema).toMatchObject({ type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 });
    expect(param('get', '/api/cashback_groups/{id}/goods', 'shopId').schema).toMatchObject({ exclusiveMinimum: 0 });
    expect(param('get', '/api/shops/{shopId}/goods', 'extra')).toMatchObject({ style: 'deepObject', explode: true });
    expect(param('get', '/api/shops/{shopId}/news', 'type').schema.type).toBe('integer');
  });

  it('says the rules across parameters, the NUL rule and the limits of every request', () => {
    expect(op('get', '/api/goods').responses[400].description).toMatch(/shopId and softShopId/);
    expect(op('get', '/api/dev/outbox').responses[400].description).toMatch(/phone and email/);
    expect((doc as unknown as { info: { description: string } }).info.description).toMatch(/NUL/);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, o] of Object.entries(methods as Record<string, Op>)) {
        expect([method, path, '414' in o.responses, '431' in o.responses]).toEqual([method, path, true, true]);
        if (o.responses[400]) expect([method, path, o.responses[400].description]).toEqual([method, path, expect.stringMatching(/NUL/)]);
      }
    }
  });
});
