// The personal area's API (contract/account.ts lists the routes): profile changes, the phone and
// email changes by code, notification settings, monthly stats, the loyalty card, the customer's
// orders and their status events, notifications. Every route is the signed-in customer's own:
// requireSelf answers 404 for another customer's id. Bodies are refined with the profile form's own
// rules (domain/profile.ts), so the API and the form refuse the same input with the same words.
import { createRoute } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import {
  AuthResult, CodeError, CodeSent, ConfirmCodeRequest, Customer, CustomerOrder, CustomerOrdersQuery, CustomerParams,
  CustomerSettings, HydraError, Loyalty, LoyaltySigninRequest, LoyaltyTransaction, LOYALTY_TRANSACTIONS_PAGE_SIZE, MonthlyStats,
  Notification, NotificationParams, NotificationsQuery, NotificationUpdate, NOTIFICATIONS_PAGE_SIZE, OrderStatusEvent, PageQuery,
  ProfileUpdateRequest, SetEmailRequest, SetPhoneRequest, hydraCollection,
} from '../../contract';
import {
  checkCard, checkCardPassword, checkEmail, checkEmailCode, checkPhone, checkSmsCode, profilePayload, validateProfile,
} from '../../domain/profile';
import { shopToday } from '../../domain/shop-day';
import { clock } from '../lib/clock';
import { collection } from '../lib/hydra';
import { createRouter, errors, jsonLd, openapi } from '../lib/openapi';
import { requireCustomer, requireSelf, sessionOf } from '../lib/permissions';
import { openStream } from '../services/auth/sessions';
import { listCustomerOrders, orderStatusWatcher } from '../services/account/orders';
import {
  confirmEmailChange, confirmPhoneChange, requestEmailChange, requestPhoneChange, updateProfile,
} from '../services/account/profile';
import { monthlyStats, readSettings, writeSettings } from '../services/account/settings';
import { toCustomer } from '../services/customers';
import { loyaltyOf, loyaltyTransactionsOf, signInCard } from '../services/loyalty';
import { nextSignal } from '../services/orders/feed';
import { listNotifications, setUnread } from '../services/notifications';
import { ctxOf } from './auth';

const bearer = [{ Bearer: [] }];
const e401 = jsonLd(HydraError, 'No access token, or a bad or expired one');
const e404 = jsonLd(HydraError, 'No such customer, or not the signed-in one (they answer alike)');
const e429 = jsonLd(HydraError, 'A limit was reached: Retry-After says when to ask again');
const e503 = jsonLd(HydraError, 'The message could not be sent');
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } }) as const;

/** Adds a violation for each field whose check (a domain/profile.ts rule) has a message. */
const checked = <T extends z.ZodObject>(schema: T, checks: Record<string, (v: string) => string | null>) =>
  schema.superRefine((b: Record<string, unknown>, ctx) => {
    for (const [field, check] of Object.entries(checks)) {
      const message = check(String(b[field] ?? ''));
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

const ProfileBody = ProfileUpdateRequest.superRefine((b, ctx) => {
  for (const [field, message] of Object.entries(validateProfile(b, shopToday(clock.now())))) ctx.addIssue({ code: 'custom', path: [field], message });
});
const PhoneBody = checked(SetPhoneRequest, { phone: checkPhone });
const EmailBody = checked(SetEmailRequest, { email: checkEmail });
const SmsCodeBody = checked(ConfirmCodeRequest, { code: checkSmsCode });
const EmailCodeBody = checked(ConfirmCodeRequest, { code: checkEmailCode });
const CardBody = checked(LoyaltySigninRequest, { card: checkCard, password: checkCardPassword });

const self = (path: string, method: 'get' | 'put' | 'post', description: string) => ({
  method, path: `/api/customers/{id}${path}`, security: bearer, description,
}) as const;

const profile = createRoute({
  ...self('', 'put', "The profile's personal data: name, birthday (locked once set), gender"),
  request: { params: CustomerParams, ...body(ProfileBody) },
  responses: { 200: jsonLd(Customer, 'The customer as changed'), 400: jsonLd(HydraError, 'The birthday is set already'), 401: e401, 404: e404, 422: errors[422] },
});
const setPhone = createRoute({
  ...self('/set-phone', 'post', 'A new phone, step one: an SMS code to it'),
  request: { params: CustomerParams, ...body(PhoneBody) },
  responses: { 200: jsonLd(CodeSent, 'The code was sent'), 400: jsonLd(HydraError, 'The phone is the confirmed one already, or a wrong password (violation on password)'), 401: e401, 404: e404, 422: errors[422], 429: e429, 503: e503 },
});
const setPhoneConfirm = createRoute({
  ...self('/set-phone-confirm', 'post', 'A new phone, step two: the right code makes it the confirmed phone (and the login)'),
  request: { params: CustomerParams, ...body(SmsCodeBody) },
  responses: {
    200: jsonLd(AuthResult, 'The phone is changed'), 400: jsonLd(CodeError, "A wrong code ('Неправильный смс-код', attemptsLeft)"),
    401: e401, 404: jsonLd(HydraError, 'No such customer, or an unknown, used, expired or spent confirmToken: ask a new code'), 422: errors[422],
  },
});
const setEmail = createRoute({
  ...self('/email', 'post', 'A new email, step one: a code to it'),
  request: { params: CustomerParams, ...body(EmailBody) },
  responses: { 200: jsonLd(CodeSent, 'The code was sent'), 400: jsonLd(HydraError, 'The email is the confirmed one already, or a wrong password (violation on password)'), 401: e401, 404: e404, 422: errors[422], 429: e429, 503: e503 },
});
const setEmailConfirm = createRoute({
  ...self('/email-confirm', 'post', 'A new email, step two: the right code makes it the confirmed email'),
  request: { params: CustomerParams, ...body(EmailCodeBody) },
  responses: {
    200: jsonLd(AuthResult, 'The email is changed'), 400: jsonLd(CodeError, "A wrong code ('Неправильный код подтверждения', attemptsLeft)"),
    401: e401, 404: jsonLd(HydraError, 'No such customer, or an unknown, used, expired or spent confirmToken: ask a new code'), 422: errors[422],
  },
});
const getSettings = createRoute({
  ...self('/settings', 'get', 'How the customer is told of receipts, order statuses and offers (channels: email 1, push 2)'),
  request: { params: CustomerParams },
  responses: { 200: jsonLd(CustomerSettings, 'The settings (defaults until saved)'), 400: errors[400], 401: e401, 404: e404 },
});
const putSettings = createRoute({
  ...self('/settings', 'put', 'Saves the notification settings'),
  request: { params: CustomerParams, ...body(CustomerSettings) },
  responses: { 200: jsonLd(CustomerSettings, 'The settings as saved'), 401: e401, 404: e404, 422: errors[422] },
});
const stats = createRoute({
  ...self('/stats', 'get', 'Monthly stats'),
  request: { params: CustomerParams },
  responses: { 200: jsonLd(MonthlyStats, 'Orders this month'), 400: errors[400], 401: e401, 404: e404 },
});
const loyaltySignin = createRoute({
  method: 'post', path: '/api/loyalty/signin', security: bearer,
  description: "Binds a loyalty card to the signed-in customer by its number and password; not while an order awaits online payment",
  request: body(CardBody),
  responses: {
    200: jsonLd(Customer, 'The customer with the card, confirmed'),
    400: jsonLd(HydraError, 'A wrong card or password, the captcha, a card held by another customer, or an order awaiting payment'),
    401: e401, 422: errors[422], 429: e429,
  },
});
const loyalty = createRoute({
  ...self('/loyalty', 'get', 'The bonus balance and the card discount'),
  request: { params: CustomerParams },
  responses: { 200: jsonLd(Loyalty, 'The loyalty data'), 400: errors[400], 401: e401, 404: jsonLd(HydraError, 'No card, an unconfirmed card or a blocked customer: no loyalty data') },
});
const loyaltyTransactions = createRoute({
  ...self('/loyalty-transactions', 'get', `Bonus transactions of the card, newest first, ${LOYALTY_TRANSACTIONS_PAGE_SIZE} a page`),
  request: { params: CustomerParams, query: PageQuery },
  responses: { 200: jsonLd(hydraCollection(LoyaltyTransaction), 'A page of transactions'), 400: errors[400], 401: e401, 404: jsonLd(HydraError, 'As GET …/loyalty') },
});
const customerOrders = createRoute({
  ...self('/orders', 'get', 'The customer’s orders, newest first, 50 a page (hydra:view previous/next)'),
  request: { params: CustomerParams, query: CustomerOrdersQuery },
  responses: { 200: jsonLd(hydraCollection(CustomerOrder), 'A page of orders'), 400: errors[400], 401: e401, 404: e404 },
});
const orderEvents = createRoute({
  ...self('/orders/events', 'get', 'Server-Sent Events: an `order` event (OrderStatusEvent) whenever one of the customer’s orders changes status; a `ping` every 15 s. Ends after 10 minutes: EventSource reconnects.'),
  request: { params: CustomerParams },
  responses: {
    200: { description: 'The event stream', content: { 'text/event-stream': { schema: OrderStatusEvent } } },
    400: errors[400], 401: e401, 404: e404,
  },
});
const customerNotifications = createRoute({
  ...self('/notifications', 'get', `The customer’s notifications, newest first, ${NOTIFICATIONS_PAGE_SIZE} a page; unread=true: only the unread (hydra:totalItems is then the unread count)`),
  request: { params: CustomerParams, query: NotificationsQuery },
  responses: { 200: jsonLd(hydraCollection(Notification), 'A page of notifications'), 400: errors[400], 401: e401, 404: e404 },
});
const updateNotification = createRoute({
  method: 'put', path: '/api/notifications/{id}', security: bearer, description: 'Marks a notification read ({"unread": false}) or unread',
  request: { params: NotificationParams, ...body(NotificationUpdate) },
  responses: { 200: jsonLd(Notification, 'The notification as changed'), 400: errors[400], 401: e401, 404: jsonLd(HydraError, 'No such notification, or another customer’s'), 422: errors[422] },
});

/**
 * The events stream reads the customer's orders when the order feed signals a change of one of them
 * (LISTEN/NOTIFY, from whichever API process made it) and every `pollMs` besides, in case a signal was
 * missed while the listening connection was down; it lives `lifetimeMs` and pings every `pingMs`. Tests shorten them.
 */
export const EVENTS = { pollMs: 15_000, lifetimeMs: 10 * 60_000, pingMs: 15_000 };

export const accountRoutes = createRouter();
const id = (c: { req: { valid: (t: 'param') => { id: number } } }) => c.req.valid('param').id;

openapi(accountRoutes, profile, async (c) => {
  const customer = await requireSelf(c, id(c));
  const changed = await updateProfile(ctxOf(c), customer, profilePayload(c.req.valid('json')));
  return c.json(await toCustomer(c.var.db, changed), 200);
});
openapi(accountRoutes, setPhone, async (c) => {
  const customer = await requireSelf(c, id(c));
  const b = c.req.valid('json');
  return c.json(await requestPhoneChange(ctxOf(c), customer, b.phone.replace(/\D/g, ''), b.password), 200);
});
openapi(accountRoutes, setPhoneConfirm, async (c) => {
  const customer = await requireSelf(c, id(c));
  const b = c.req.valid('json');
  return c.json(await confirmPhoneChange(ctxOf(c), customer, sessionOf(c), b.confirmToken, b.code.replace(/\s/g, '')), 200);
});
openapi(accountRoutes, setEmail, async (c) => {
  const customer = await requireSelf(c, id(c));
  const b = c.req.valid('json');
  return c.json(await requestEmailChange(ctxOf(c), customer, b.email.trim().toLowerCase(), b.password), 200);
});
openapi(accountRoutes, setEmailConfirm, async (c) => {
  const customer = await requireSelf(c, id(c));
  const b = c.req.valid('json');
  return c.json(await confirmEmailChange(ctxOf(c), customer, sessionOf(c), b.confirmToken, b.code.trim()), 200);
});
openapi(accountRoutes, getSettings, async (c) => c.json(await readSettings(c.var.db, (await requireSelf(c, id(c))).id), 200));
openapi(accountRoutes, putSettings, async (c) => {
  const customer = await requireSelf(c, id(c));
  return c.json(await writeSettings(c.var.db, customer.id, c.req.valid('json')), 200);
});
openapi(accountRoutes, stats, async (c) => c.json(await monthlyStats(c.var.db, (await requireSelf(c, id(c))).id), 200));
openapi(accountRoutes, loyaltySignin, async (c) => {
  const customer = await requireCustomer(c);
  const b = c.req.valid('json');
  await signInCard(ctxOf(c), customer, b.card.replace(/\s/g, ''), b.password, b.captchaToken);
  return c.json(await toCustomer(c.var.db, (await requireCustomer(c))), 200);
});
openapi(accountRoutes, loyalty, async (c) => c.json(await loyaltyOf(c.var.db, await requireSelf(c, id(c))), 200));
openapi(accountRoutes, loyaltyTransactions, async (c) => {
  const customer = await requireSelf(c, id(c));
  const { page } = c.req.valid('query');
  const { members, total } = await loyaltyTransactionsOf(c.var.db, customer, page, LOYALTY_TRANSACTIONS_PAGE_SIZE);
  return c.json(collection(c, members, total, { page, itemsPerPage: LOYALTY_TRANSACTIONS_PAGE_SIZE }), 200);
});
openapi(accountRoutes, customerOrders, async (c) => {
  const customer = await requireSelf(c, id(c));
  const { page, itemsPerPage } = c.req.valid('query');
  const { members, total } = await listCustomerOrders(c.var.db, customer.id, page, itemsPerPage);
  return c.json(collection(c, members, total, { page, itemsPerPage }), 200);
});
openapi(accountRoutes, orderEvents, (async (c: Parameters<Parameters<typeof openapi<typeof orderEvents>>[2]>[0]) => {
  const customer = await requireSelf(c, id(c));
  const sid = sessionOf(c);
  const poll = orderStatusWatcher(c.var.db, customer.id);
  await poll();
  c.header('Cache-Control', 'no-store');
  // nginx and similar proxies must pass each event on at once
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    // ends with its session, or when the customer opens too many (the oldest goes)
    const session = openStream(c.var.db, 'orders', customer.id, sid);
    const ends = Date.now() + EVENTS.lifetimeMs;
    let pingAt = Date.now() + EVENTS.pingMs;
    const aborted = new AbortController();
    stream.onAbort(() => aborted.abort());
    const stop = AbortSignal.any([aborted.signal, session.signal]);
    try {
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
      while (!stop.aborted && Date.now() < ends) {
        await nextSignal(c.var.services.feed, (s) => s.customerId === customer.id, Math.max(0, Math.min(EVENTS.pollMs, pingAt - Date.now(), ends - Date.now())), stop);
        if (stop.aborted) break;
        for (const event of await poll()) {
          await stream.writeSSE({ event: 'order', id: `${event.id}:${event.updatedAt}`, data: JSON.stringify(event) });
        }
        if (Date.now() >= pingAt) {
          await stream.writeSSE({ event: 'ping', data: '{}' });
          pingAt = Date.now() + EVENTS.pingMs;
        }
      }
    } finally {
      session.done();
    }
  }, async (err, stream) => {
    console.error(`[order events] ${err.message}`);
    await stream.close();
  });
}) as never);
openapi(accountRoutes, customerNotifications, async (c) => {
  const customer = await requireSelf(c, id(c));
  const { page, unread } = c.req.valid('query');
  const { members, total } = await listNotifications(c.var.db, customer.id, page, NOTIFICATIONS_PAGE_SIZE, unread);
  return c.json(collection(c, members, total, { page, itemsPerPage: NOTIFICATIONS_PAGE_SIZE }), 200);
});
openapi(accountRoutes, updateNotification, async (c) => {
  const customer = await requireCustomer(c);
  return c.json(await setUnread(c.var.db, customer.id, c.req.valid('param').id, c.req.valid('json').unread), 200);
});
