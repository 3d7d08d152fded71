// The personal area's API: every route refuses another customer's id with 404; the profile rules;
// the phone and email changes by code (wrong codes, the spent token); settings, stats, the loyalty
// card, the orders list and its paging, notifications and their unread count, the order events
// stream; and the rules other code calls: notifyOrderChange and the bonus accrual and reversal.
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  AuthResult, AuthTokens, CodeSent, Customer, CustomerOrder, CustomerSettings, Loyalty, LoyaltyTransaction, MonthlyStats,
  Notification, NOTIFICATIONS_PAGE_SIZE, OrderStatusEvent, hydraCollection,
} from '../../contract';
import { ORDER_STATUS } from '../../domain/order-status';
import { createMessages } from '../adapters/messages';
import { customers, loyaltyTransactions, notifications, orders, outbox } from '../db/schema';
import { NOTIFIED_ORDERS } from '../demo/seed/personal-area';
import { moscowMonthStart } from '../services/account/settings';
import { accrueClosedOrder, reverseRefund } from '../services/loyalty';
import { notifyOrderChange } from '../services/notifications';
import { contract, expectError, testApp, type TestApp } from '../test/harness';
import { EVENTS } from './account';

jest.setTimeout(60_000);
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let ip = 0;
const from = (headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': `10.9.0.${++ip}`, ...headers });
const auth = async (phone: string) => {
  const password = phone >= '79000000010' ? 'admin12345' : 'demo12345';
  const tokens = contract(AuthTokens, (await t.post('/api/auth/signin-phone', { phone, password }, from())).body);
  return from({ Authorization: `Bearer ${tokens.token}` });
};
const idOf = async (phone: string) => (await t.db.select().from(customers).where(eq(customers.phone, phone)))[0].id;
const lastCode = async (where: { phone?: string; email?: string }) => {
  const [row] = await t.db.select().from(outbox).where(where.phone ? eq(outbox.phone, where.phone) : eq(outbox.email, where.email!)).orderBy(desc(outbox.id)).limit(1);
  return row;
};
const Orders = hydraCollection(CustomerOrder);
const Notifications = hydraCollection(Notification);

describe('another customer’s id', () => {
  it('answers 404 on every route, exactly like an unknown id', async () => {
    const a = await auth('79000000001');
    const b = await idOf('79000000002');
    const calls: [string, string, unknown?][] = [
      ['PUT', '', { name: 'Чужое имя' }],
      ['POST', '/set-phone', { phone: '79000000077', password: 'demo12345' }],
      ['POST', '/set-phone-confirm', { confirmToken: 'x', code: '123456' }],
      ['POST', '/email', { email: 'x@example.ru', password: 'demo12345' }],
      ['POST', '/email-confirm', { confirmToken: 'x', code: '123456' }],
      ['GET', '/settings'],
      ['PUT', '/settings', { sendReceipt: [1], sendOrderStatus: [], sendAdvertisement: [] }],
      ['GET', '/stats'],
      ['GET', '/loyalty'],
      ['GET', '/loyalty-transactions'],
      ['GET', '/orders'],
      ['GET', '/orders/events'],
      ['GET', '/notifications?unread=true'],
    ];
    for (const [method, path, body] of calls) {
      const other = await t.app.request(`/api/customers/${b}${path}`, { method, headers: { ...a, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const missing = await t.app.request(`/api/customers/999999${path}`, { method, headers: { ...a, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      expect([method, path, other.status]).toEqual([method, path, 404]);
      expect(await other.json()).toEqual(await missing.json());
    }
    const [theirs] = await t.db.select().from(notifications).where(eq(notifications.customerId, b));
    expectError(await t.put(`/api/notifications/${theirs.id}`, { unread: false }, a), 404);
    expectError(await t.get(`/api/customers/${b}/orders`), 401);
  });
});

describe('PUT /api/customers/{id}', () => {
  it('saves a trimmed name, a birthday and a gender', async () => {
    const h = await auth('79000000002');
    const id = await idOf('79000000002');
    const res = await t.put(`/api/customers/${id}`, { name: '  Борис Б. ', birthday: '07.03.1985', gender: 1 }, h);
    expect(contract(Customer, res.body)).toMatchObject({ name: 'Борис Б.', birthday: '1985-03-07', gender: 1 });
  });

  it('refuses a short name and a date out of range with the form’s messages', async () => {
    const h = await auth('79000000003');
    const id = await idOf('79000000003');
    const res = await t.put(`/api/customers/${id}`, { name: ' Ив ', birthday: '31.12.1919' }, h);
    expectError(res, 422);
    expect(res.body.violations).toEqual(expect.arrayContaining([
      { propertyPath: 'name', message: 'Некорректно заполнено ФИО.' }, { propertyPath: 'birthday', message: 'Некорректная дата.' },
    ]));
    expect((await t.put(`/api/customers/${id}`, { name: 'Вера', birthday: '01.01.2999' }, h)).body.violations)
      .toEqual([{ propertyPath: 'birthday', message: 'Некорректная дата.' }]);
  });

  it('keeps a birthday once set: the same date passes, another is refused, none leaves it', async () => {
    const h = await auth('79000000001');
    const id = await idOf('79000000001');
    expectError(await t.put(`/api/customers/${id}`, { name: 'Анна Карточкина', birthday: '15.05.1990' }, h), 400);
    expect((await t.put(`/api/customers/${id}`, { name: 'Анна Карточкина', birthday: '14.05.1990', gender: 2 }, h)).status).toBe(200);
    expect(contract(Customer, (await t.put(`/api/customers/${id}`, { name: 'Анна Карточкина' }, h)).body).birthday).toBe('1990-05-14');
  });
});

describe('a new phone by SMS code', () => {
  it('counts wrong codes down, refuses the spent token with 404, and the right code changes the phone', async () => {
    const h = await auth('79000000003');
    const id = await idOf('79000000003');
    expectError(await t.post(`/api/customers/${id}/set-phone`, { phone: '123', password: 'demo12345' }, h), 422);
    const sent = contract(CodeSent, (await t.post(`/api/customers/${id}/set-phone`, { phone: '+7 (900) 000-00-33', password: 'demo12345' }, h)).body);
    expect(sent.resendTime).toBe(60);
    const { code } = await lastCode({ phone: '79000000033' });
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [2, 1]) {
      const res = await t.post(`/api/customers/${id}/set-phone-confirm`, { confirmToken: sent.confirmToken, code: wrong }, h);
      expectError(res, 400);
      expect(res.body).toMatchObject({ attemptsLeft: left, violations: [{ propertyPath: 'code', message: 'Неправильный смс-код' }] });
    }
    const third = await t.post(`/api/customers/${id}/set-phone-confirm`, { confirmToken: sent.confirmToken, code: wrong }, h);
    expect(third.body.attemptsLeft).toBe(0);
    expectError(await t.post(`/api/customers/${id}/set-phone-confirm`, { confirmToken: sent.confirmToken, code: code! }, h), 404);
    // a second number (the first is under its one-a-minute limit)
    const again = contract(CodeSent, (await t.post(`/api/customers/${id}/set-phone`, { phone: '79000000034', password: 'demo12345' }, h)).body);
    const right = (await lastCode({ phone: '79000000034' })).code!;
    expect(contract(AuthResult, (await t.post(`/api/customers/${id}/set-phone-confirm`, { confirmToken: again.confirmToken, code: right }, h)).body).result).toBe(true);
    expect(contract(Customer, (await t.get(`/api/customers/${id}`, h)).body)).toMatchObject({ phone: '79000000034', isPhoneConfirmed: true });
    // used: 404
    expectError(await t.post(`/api/customers/${id}/set-phone-confirm`, { confirmToken: again.confirmToken, code: right }, h), 404);
  });

  it('sends a notice, not a code, to a phone another customer has', async () => {
    const h = await auth('79000000002');
    const id = await idOf('79000000002');
    const sent = contract(CodeSent, (await t.post(`/api/customers/${id}/set-phone`, { phone: '79000000010', password: 'demo12345' }, h)).body);
    expect((await lastCode({ phone: '79000000010' })).code).toBeNull();
    expect((await t.post(`/api/customers/${id}/set-phone-confirm`, { confirmToken: sent.confirmToken, code: '123456' }, h)).status).toBe(400);
  });

  it('refuses the right code when another customer took the phone since it was sent', async () => {
    const h = await auth('79000000002');
    const id = await idOf('79000000002');
    const sent = contract(CodeSent, (await t.post(`/api/customers/${id}/set-phone`, { phone: '79000000066', password: 'demo12345' }, h)).body);
    const { code } = await lastCode({ phone: '79000000066' });
    await t.db.update(customers).set({ phone: '79000000066' }).where(eq(customers.phone, '79000000011'));
    const res = await t.post(`/api/customers/${id}/set-phone-confirm`, { confirmToken: sent.confirmToken, code: code! }, h);
    expectError(res, 400);
    expect(res.body['hydra:description']).toBe('Этот номер уже указан в другом профиле.');
    await t.db.update(customers).set({ phone: '79000000011' }).where(eq(customers.phone, '79000000066'));
  });

  it('throttles codes to one number like the auth flows do', async () => {
    const h = await auth('79000000002');
    const id = await idOf('79000000002');
    expect((await t.post(`/api/customers/${id}/set-phone`, { phone: '79000000055', password: 'demo12345' }, h)).status).toBe(200);
    const res = await t.post(`/api/customers/${id}/set-phone`, { phone: '79000000055', password: 'demo12345' }, h);
    expectError(res, 429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});

describe('a change of login needs the password', () => {
  it('refuses a wrong or missing password before any code goes out; once changed, the old phone is told and the other sessions end', async () => {
    const phone = '79000000005';
    const id = await idOf(phone);
    const mine = await auth(phone);
    const other = await auth(phone);
    const wrong = await t.post(`/api/customers/${id}/set-phone`, { phone: '79000000058', password: 'not-mine' }, mine);
    expectError(wrong, 400);
    expect(wrong.body.violations).toEqual([{ propertyPath: 'password', message: 'Неверный пароль' }]);
    expect(await lastCode({ phone: '79000000058' })).toBeUndefined();
    const missing = await t.post(`/api/customers/${id}/set-phone`, { phone: '79000000058' }, mine);
    expectError(missing, 422);
    expect(missing.body.violations).toEqual([{ propertyPath: 'password', message: 'Введите текущий пароль' }]);

    const sent = contract(CodeSent, (await t.post(`/api/customers/${id}/set-phone`, { phone: '79000000058', password: 'demo12345' }, mine)).body);
    const { code } = await lastCode({ phone: '79000000058' });
    expect((await t.post(`/api/customers/${id}/set-phone-confirm`, { confirmToken: sent.confirmToken, code }, mine)).body.result).toBe(true);
    expect((await lastCode({ phone })).text).toMatch(/Номер телефона вашего профиля в магазине изменён/);
    expectError(await t.get('/api/customers/me', other), 401);
    expect(contract(Customer, (await t.get('/api/customers/me', mine)).body)).toMatchObject({ phone: '79000000058' });
  });
});

describe('a new email by code', () => {
  it('says a wrong code in the email’s words, refuses the 4th attempt, and the right code confirms it', async () => {
    const h = await auth('79000000002');
    const id = await idOf('79000000002');
    expect((await t.post(`/api/customers/${id}/email`, { email: 'не почта', password: 'demo12345' }, h)).body.violations)
      .toEqual([{ propertyPath: 'email', message: 'Некорректный адрес электронной почты' }]);
    expect((await t.post(`/api/customers/${id}/email-confirm`, { confirmToken: 'x', code: '12' }, h)).body.violations)
      .toEqual([{ propertyPath: 'code', message: 'Некорректный код' }]);
    const sent = contract(CodeSent, (await t.post(`/api/customers/${id}/email`, { email: ' Boris@Example.ru ', password: 'demo12345' }, h)).body);
    const code = (await lastCode({ email: 'boris@example.ru' })).code!;
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await t.post(`/api/customers/${id}/email-confirm`, { confirmToken: sent.confirmToken, code: wrong }, h);
    expect(first.body).toMatchObject({ attemptsLeft: 2, violations: [{ propertyPath: 'code', message: 'Неправильный код подтверждения' }] });
    await t.post(`/api/customers/${id}/email-confirm`, { confirmToken: sent.confirmToken, code: wrong }, h);
    expect((await t.post(`/api/customers/${id}/email-confirm`, { confirmToken: sent.confirmToken, code: wrong }, h)).body.attemptsLeft).toBe(0);
    expectError(await t.post(`/api/customers/${id}/email-confirm`, { confirmToken: sent.confirmToken, code }, h), 404);
    expectError(await t.post(`/api/customers/${id}/email-confirm`, { confirmToken: 'unknown', code }, h), 404);

    const next = contract(CodeSent, (await t.post(`/api/customers/${id}/email`, { email: 'boris2@example.ru', password: 'demo12345' }, h)).body);
    const right = (await lastCode({ email: 'boris2@example.ru' })).code!;
    expect((await t.post(`/api/customers/${id}/email-confirm`, { confirmToken: next.confirmToken, code: right }, h)).body.result).toBe(true);
    expect(contract(Customer, (await t.get(`/api/customers/${id}`, h)).body)).toMatchObject({ email: 'boris2@example.ru', isEmailConfirmed: true });
  });
});

describe('settings and stats', () => {
  it('answers the defaults, saves channel lists and refuses an unknown channel', async () => {
    const h = await auth('79000000002');
    const id = await idOf('79000000002');
    expect(contract(CustomerSettings, (await t.get(`/api/customers/${id}/settings`, h)).body))
      .toEqual({ sendReceipt: [1], sendOrderStatus: [1, 2], sendAdvertisement: [] });
    const saved = { sendReceipt: [], sendOrderStatus: [2], sendAdvertisement: [1, 2] };
    expect((await t.put(`/api/customers/${id}/settings`, { ...saved, sendAdvertisement: [2, 1, 2] }, h)).body).toEqual(saved);
    expect((await t.get(`/api/customers/${id}/settings`, h)).body).toEqual(saved);
    expectError(await t.put(`/api/customers/${id}/settings`, { ...saved, sendReceipt: [3] }, h), 422);
  });

  it('counts this month’s orders that are not annulled', async () => {
    const id = await idOf('79000000001');
    const mine = await t.db.select().from(orders).where(eq(orders.customerId, id));
    const expected = mine.filter((o) => o.orderDate >= moscowMonthStart(new Date()) && o.status !== ORDER_STATUS.annulled).length;
    expect(contract(MonthlyStats, (await t.get(`/api/customers/${id}/stats`, await auth('79000000001'))).body)).toEqual({ currentMonthOrders: expected });
  });
});

describe('the loyalty card', () => {
  it('shows the card holder’s balance, discount and transactions, newest first and paged', async () => {
    const h = await auth('79000000001');
    const id = await idOf('79000000001');
    const loyalty = contract(Loyalty, (await t.get(`/api/customers/${id}/loyalty`, h)).body);
    expect(loyalty.discount).toBe(5);
    expect(loyalty.bonusPercent).toBe(3); // level 2
    expect(loyalty.bonusBalance).toBeGreaterThan(100);
    const page = contract(hydraCollection(LoyaltyTransaction), (await t.get(`/api/customers/${id}/loyalty-transactions`, h)).body);
    expect(page['hydra:member']).toHaveLength(20);
    expect(page['hydra:member'][0].bonusBalance).toBe(loyalty.bonusBalance);
    expect(page['hydra:view']?.['hydra:next']).toContain('page=2');
    expect(page['hydra:member'].map((m) => m.type)).toContain('reversal');
  });

  it('gives no loyalty data (404) without a card, with an unconfirmed card, or to a blocked customer', async () => {
    expectError(await t.get(`/api/customers/${await idOf('79000000011')}/loyalty`, await auth('79000000011')), 404);
    // 79000000004 carries card 2000000000022 but never confirmed it with the card's password
    const unconfirmed = await idOf('79000000004');
    const u = await auth('79000000004');
    expectError(await t.get(`/api/customers/${unconfirmed}/loyalty`, u), 404);
    expectError(await t.get(`/api/customers/${unconfirmed}/loyalty-transactions`, u), 404);
    const id = await idOf('79000000001');
    await t.db.update(customers).set({ isBlocked: true }).where(eq(customers.id, id));
    const h = await auth('79000000001');
    expectError(await t.get(`/api/customers/${id}/loyalty`, h), 404);
    expectError(await t.get(`/api/customers/${id}/loyalty-transactions`, h), 404);
    await t.db.update(customers).set({ isBlocked: false }).where(eq(customers.id, id));
  });

  it('binds a card by its password: a wrong one is refused in Russian, the right one confirms the card', async () => {
    const h = await auth('79000000010');
    const wrong = await t.post('/api/loyalty/signin', { card: '2000000000022', password: 'nope' }, h);
    expectError(wrong, 400);
    expect(wrong.body['hydra:description']).toBe('Неверный номер карты или пароль.');
    expect((await t.post('/api/loyalty/signin', { card: '200', password: '' }, h)).body.violations).toEqual([
      { propertyPath: 'card', message: 'Некорректный номер карты' }, { propertyPath: 'password', message: 'Укажите пароль' },
    ]);
    const bound = contract(Customer, (await t.post('/api/loyalty/signin', { card: '2000 0000 0002 2', password: 'card12345' }, h)).body);
    expect(bound).toMatchObject({ card: '2000000000022', hasCard: true, isCardConfirmed: true });
    expect(contract(Loyalty, (await t.get(`/api/customers/${bound.id}/loyalty`, h)).body)).toEqual({ bonusBalance: 0, discount: 3, bonusPercent: 1 });
    // another customer's card, even with its password
    expectError(await t.post('/api/loyalty/signin', { card: '2000000000015', password: 'card12345' }, await auth('79000000011')), 400);
    expectError(await t.post('/api/loyalty/signin', { card: '2000000000022', password: 'card12345' }), 401);
  });

  it('counts card guesses sent at once: of 50 parallel wrong passwords at most five are tried, the rest 429', async () => {
    const h = await auth('79000000002');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      t.post('/api/loyalty/signin', { card: '2000000000039', password: `guess-${i}` }, h)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45);
    expect(answers.find((a) => a.status === 429)!.body['hydra:description']).toMatch(/Слишком много неудачных попыток/);
  });

  it('refuses a card change while an order awaits payment', async () => {
    const res = await t.post('/api/loyalty/signin', { card: '2000000000022', password: 'card12345' }, await auth('79000000001'));
    expectError(res, 400);
    expect(res.body['hydra:description']).toMatch(/ожидает оплаты/);
  });
});

describe('GET /api/customers/{id}/orders', () => {
  it('pages the card holder’s orders 50 at a time, newest first, with lines, payment in words and refunds', async () => {
    const h = await auth('79000000001');
    const id = await idOf('79000000001');
    const first = contract(Orders, (await t.get(`/api/customers/${id}/orders`, h)).body);
    expect(first['hydra:totalItems']).toBe(56);
    expect(first['hydra:member']).toHaveLength(50);
    expect(first['hydra:view']?.['hydra:next']).toContain('page=2');
    expect(first['hydra:view']?.['hydra:previous']).toBeUndefined();
    const ids = first['hydra:member'].map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [newest] = first['hydra:member'];
    expect(newest).toMatchObject({ status: 7, statusName: 'Ожидает оплаты', payment: { status: 0, statusName: 'Не оплачен' } });
    expect(newest.payment?.formUrl).toMatch(/payment-sandbox/);
    expect(newest.goods.length).toBeGreaterThan(0);
    const refunded = first['hydra:member'].find((o) => o.payment?.refunds.length);
    expect(refunded?.payment).toMatchObject({ statusName: 'Возврат', refunds: [{ amount: 150, comment: expect.any(String) }] });
    expect(new Set(first['hydra:member'].map((o) => o.status)).size).toBeGreaterThanOrEqual(5);

    const second = contract(Orders, (await t.get(`/api/customers/${id}/orders?page=2`, h)).body);
    expect(second['hydra:member']).toHaveLength(6);
    expect(second['hydra:view']?.['hydra:previous']).toContain('page=1');
    expectError(await t.get(`/api/customers/${id}/orders?itemsPerPage=51`, h), 400);
  });

  it('lists the second customer’s few orders', async () => {
    const body = contract(Orders, (await t.get(`/api/customers/${await idOf('79000000002')}/orders`, await auth('79000000002'))).body);
    expect(body['hydra:totalItems']).toBe(3);
  });
});

describe('notifications', () => {
  it('counts the unread, and marking one read lowers the count', async () => {
    const h = await auth('79000000001');
    const id = await idOf('79000000001');
    const unread = contract(Notifications, (await t.get(`/api/customers/${id}/notifications?unread=true`, h)).body);
    expect(unread['hydra:totalItems']).toBe(3);
    const all = contract(Notifications, (await t.get(`/api/customers/${id}/notifications`, h)).body);
    expect(all['hydra:totalItems']).toBe(NOTIFIED_ORDERS);
    // more than a page, newest first (the unread, the newest, on top): the tab pages them
    expect(all['hydra:member']).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    const dates = all['hydra:member'].map((n) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all['hydra:member'].slice(0, 3).every((n) => n.unread)).toBe(true);
    expect(all['hydra:view']?.['hydra:next']).toContain('page=2');
    const second = contract(Notifications, (await t.get(`/api/customers/${id}/notifications?page=2`, h)).body);
    expect(second['hydra:member']).toHaveLength(NOTIFIED_ORDERS - NOTIFICATIONS_PAGE_SIZE);
    expect(second['hydra:member'].every((n) => !n.unread)).toBe(true);
    const read = contract(Notification, (await t.put(`/api/notifications/${unread['hydra:member'][0].id}`, { unread: false }, h)).body);
    expect(read.unread).toBe(false);
    expect((await t.get(`/api/customers/${id}/notifications?unread=true`, h)).body['hydra:totalItems']).toBe(2);
    expectError(await t.put(`/api/notifications/${read.id}`, { unread: 'no' }, h), 422);
    expectError(await t.put('/api/notifications/99999999', { unread: false }, h), 404);
  });

  it('notifyOrderChange writes a notification in the transaction and emails as the settings say', async () => {
    const id = await idOf('79000000001');
    const [order] = await t.db.select().from(orders).where(and(eq(orders.customerId, id), eq(orders.status, ORDER_STATUS.new)));
    const messages = createMessages();
    const emails = async () => (await t.db.select().from(outbox).where(eq(outbox.email, 'card@example.ru'))).length;
    const before = await emails();
    await t.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: ORDER_STATUS.open }).where(eq(orders.id, order.id));
      await notifyOrderChange(tx, order.id, { kind: 'status' }, messages);
    });
    const [latest] = await t.db.select().from(notifications).where(eq(notifications.orderId, order.id)).orderBy(desc(notifications.id)).limit(1);
    expect(latest).toMatchObject({ unread: true, title: `Заказ № ${order.id}: Открыт` });
    expect(await emails()).toBe(before + 1);
    // a rolled-back change leaves no notification
    const count = async () => (await t.db.select().from(notifications).where(eq(notifications.orderId, order.id))).length;
    const rows = await count();
    await expect(t.db.transaction(async (tx) => {
      await notifyOrderChange(tx, order.id, { kind: 'refunded', amount: 10 }, messages);
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    expect(await count()).toBe(rows);
    // receipts by push only: a refund writes the notification, no email
    await t.put(`/api/customers/${id}/settings`, { sendReceipt: [2], sendOrderStatus: [1, 2], sendAdvertisement: [] }, await auth('79000000001'));
    await notifyOrderChange(t.db, order.id, { kind: 'refunded', amount: 10.5 }, messages);
    expect(await emails()).toBe(before + 1);
    expect(await count()).toBe(rows + 1);
  });
});

describe('bonuses of an order', () => {
  it('are credited once when it closes and taken back in part by a refund', async () => {
    const id = await idOf('79000000001');
    const [order] = await t.db.select().from(orders).where(and(eq(orders.customerId, id), inArray(orders.status, [ORDER_STATUS.open, ORDER_STATUS.new]))).limit(1);
    const h = await auth('79000000001');
    const before = contract(Loyalty, (await t.get(`/api/customers/${id}/loyalty`, h)).body).bonusBalance;
    expect(await accrueClosedOrder(t.db, order.id)).toBe(0); // not closed yet
    await t.db.update(orders).set({ status: ORDER_STATUS.closed }).where(eq(orders.id, order.id));
    const earned = await t.db.transaction((tx) => accrueClosedOrder(tx, order.id));
    expect(earned).toBe(Math.floor(Number(order.goodsAmount) * 3) / 100);
    expect(await accrueClosedOrder(t.db, order.id)).toBe(0);
    const back = await reverseRefund(t.db, order.id, Number(order.amount));
    expect(back).toBe(earned);
    expect(contract(Loyalty, (await t.get(`/api/customers/${id}/loyalty`, h)).body).bonusBalance).toBe(before);
    const types = (await t.db.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.orderId, order.id))).map((r) => r.type);
    expect(types.sort()).toEqual(['accrual', 'reversal']);
  });
});

describe('GET /api/customers/{id}/orders/events', () => {
  it('streams an event when one of the customer’s orders changes status', async () => {
    EVENTS.pollMs = 100;
    const h = await auth('79000000002');
    const id = await idOf('79000000002');
    const res = await t.app.request(`/api/customers/${id}/orders/events`, { headers: h });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (what: RegExp) => {
      const deadline = Date.now() + 10_000;
      while (!what.test(text) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    };
    await until(/event: ready/);
    const [order] = await t.db.select().from(orders).where(and(eq(orders.customerId, id), eq(orders.status, ORDER_STATUS.new)));
    await t.db.update(orders).set({ status: ORDER_STATUS.open, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await until(/event: order\ndata: .*\n/);
    await reader.cancel();
    const data = /event: order\ndata: (.*)\n/.exec(text)?.[1];
    expect(contract(OrderStatusEvent, JSON.parse(data!))).toMatchObject({ id: order.id, status: ORDER_STATUS.open, statusName: 'Открыт' });
  });
});

it('documents every personal-area route in the OpenAPI document', async () => {
  const paths = Object.keys((await t.get('/api/docs.json')).body.paths);
  for (const p of ['/api/customers/{id}/set-phone', '/api/customers/{id}/email-confirm', '/api/customers/{id}/settings', '/api/customers/{id}/stats',
    '/api/loyalty/signin', '/api/customers/{id}/loyalty', '/api/customers/{id}/loyalty-transactions', '/api/customers/{id}/orders',
    '/api/customers/{id}/orders/events', '/api/customers/{id}/notifications', '/api/notifications/{id}']) expect(paths).toContain(p);
});

