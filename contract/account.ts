// The personal area (checkout-account-admin spec §2 "Personal area", §3, §4, §5, §7; storefront spec
// §3 "Notification", §4 "Notifications"). Every route needs the Bearer token of the customer in the
// path: another customer's id answers 404 like an unknown one.
//
//   PUT  /api/customers/{id}                       ProfileUpdateRequest → 200 Customer | 400 birthday locked | 422 violations
//   POST /api/customers/{id}/set-phone             SetPhoneRequest      → 200 CodeSent (an SMS code to the new phone) | 400 wrong password | 429
//   POST /api/customers/{id}/set-phone-confirm     ConfirmCodeRequest   → 200 AuthResult | 400 CodeError (wrong code, attemptsLeft) | 404 unknown, used, expired or spent token
//   POST /api/customers/{id}/email                 SetEmailRequest      → 200 CodeSent (a code to the new email) | 400 wrong password | 429
//   POST /api/customers/{id}/email-confirm         ConfirmCodeRequest   → 200 AuthResult | 400 CodeError | 404
//   GET|PUT /api/customers/{id}/settings           CustomerSettings
//   GET  /api/customers/{id}/stats                 → MonthlyStats
//   POST /api/loyalty/signin                       LoyaltySigninRequest → 200 Customer (the card bound and confirmed) | 400 wrong card or password, or an order awaits payment | 429
//   GET  /api/customers/{id}/loyalty               → Loyalty | 404 no card, an unconfirmed card, or a blocked customer
//   GET  /api/customers/{id}/loyalty-transactions?page → hydra collection of LoyaltyTransaction, newest first
//   GET  /api/customers/{id}/orders?page&itemsPerPage  → hydra collection of CustomerOrder, newest first, 50 a page
//   GET  /api/customers/{id}/orders/events         → text/event-stream: an `order` event per status change of the customer's orders
//   GET  /api/customers/{id}/notifications?unread&page → hydra collection of Notification (with unread=true, hydra:totalItems is the unread count)
//   PUT  /api/notifications/{id}                   NotificationUpdate   → 200 Notification
import { z } from 'zod';
import { iri } from './hydra';
import { CODE_LENGTH, CUSTOMER_ORDERS_PAGE_SIZE } from './limits';
import { Order, OrderPayment } from './orders';
import { boolParam, idParam, itemsPerPageParam, pageParam } from './params';

export { CUSTOMER_ORDERS_PAGE_SIZE, LOYALTY_TRANSACTIONS_PAGE_SIZE, NOTIFICATION_CHANNEL, NOTIFICATIONS_PAGE_SIZE } from './limits';

const required = 'Обязательное поле';

// Shapes only: the form rules and their messages (domain/profile.ts) refine these on the API.
export const ProfileUpdateRequest = z.object({
  name: z.string({ message: required }).max(200),
  birthday: z.string().max(20).nullable().optional().meta({ description: 'dd.MM.yyyy; empty or absent leaves it unset; locked once set', example: '07.03.1985' }),
  gender: z.union([z.literal(1), z.literal(2)]).nullable().optional().meta({ description: 'male 1, female 2' }),
}).meta({ id: 'ProfileUpdateRequest' });
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequest>;

/** The account's password: a change of the login phone or email is asked by whoever knows it, not by whoever holds the session. */
const currentPassword = z.string({ message: 'Введите текущий пароль' }).min(1, 'Введите текущий пароль').max(128)
  .meta({ description: 'The current password of the account (a borrowed session alone cannot move the login)' });
export const SetPhoneRequest = z.object({ phone: z.string({ message: required }).max(40), password: currentPassword }).meta({ id: 'SetPhoneRequest' });
export const SetEmailRequest = z.object({ email: z.string({ message: required }).max(254), password: currentPassword }).meta({ id: 'SetEmailRequest' });
export const ConfirmCodeRequest = z.object({
  confirmToken: z.string({ message: required }).min(1, required).max(512),
  code: z.string({ message: required }).max(20).meta({ description: `The ${CODE_LENGTH}-digit code of the message` }),
}).meta({ id: 'ConfirmCodeRequest' });

const channels = z.array(z.union([z.literal(1), z.literal(2)], { message: 'Способ уведомления: 1 (email) или 2 (push).' }))
  .max(10).transform((l) => [...new Set(l)].sort());
export const CustomerSettings = z.object({
  sendReceipt: channels,
  sendOrderStatus: channels,
  sendAdvertisement: channels,
}).meta({ id: 'CustomerSettings' });
export type CustomerSettings = z.infer<typeof CustomerSettings>;

export const MonthlyStats = z.object({
  currentMonthOrders: z.number().int().meta({ description: 'Orders placed this calendar month (Moscow time), annulled ones not counted' }),
}).meta({ id: 'MonthlyStats' });

export const LoyaltySigninRequest = z.object({
  card: z.string({ message: required }).max(40),
  password: z.string({ message: required }).max(128),
  captchaToken: z.string().max(4096).optional(),
}).meta({ id: 'LoyaltySigninRequest' });

export const Loyalty = z.object({
  bonusBalance: z.number().meta({ description: 'Bonuses, 2 decimals' }),
  discount: z.number().int().meta({ description: 'The card discount, percent' }),
  bonusPercent: z.number().meta({ description: "The percent of a closed order's goods as paid credited as bonuses (by the card's level)" }),
}).meta({ id: 'Loyalty' });
export type Loyalty = z.infer<typeof Loyalty>;

export const LoyaltyTransaction = z.object({
  dateTime: z.iso.datetime({ offset: true }),
  type: z.enum(['accrual', 'reversal', 'welcome']),
  typeName: z.string(),
  orderId: z.number().int().nullable(),
  bonusAmount: z.number().meta({ description: 'Signed: negative when bonuses were taken back' }),
  bonusBalance: z.number().meta({ description: 'The balance after this transaction' }),
}).meta({ id: 'LoyaltyTransaction' });
export type LoyaltyTransaction = z.infer<typeof LoyaltyTransaction>;

/** An order of the personal area's list: the order, its payment status in words. */
export const CustomerOrder = Order.extend({
  payment: OrderPayment.extend({ statusName: z.string() }).nullable(),
}).meta({ id: 'CustomerOrder' });
export type CustomerOrder = z.infer<typeof CustomerOrder>;

export const Notification = z.object({
  '@id': iri,
  '@type': z.literal('Notification'),
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  orderId: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  unread: z.boolean(),
}).meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const NotificationUpdate = z.object({ unread: z.boolean({ message: 'Ожидается true или false.' }) }).meta({ id: 'NotificationUpdate' });

/** What the order events stream sends (event `order`): the order and its status now. */
export const OrderStatusEvent = z.object({
  id: z.number().int(), status: z.number().int(), statusName: z.string(), updatedAt: z.iso.datetime({ offset: true }),
}).meta({ id: 'OrderStatusEvent' });
export type OrderStatusEvent = z.infer<typeof OrderStatusEvent>;

// --- paths and queries

export const NotificationParams = z.object({ id: idParam });
export const PageQuery = z.object({ page: pageParam });
export const CustomerOrdersQuery = z.object({
  page: pageParam, itemsPerPage: itemsPerPageParam(CUSTOMER_ORDERS_PAGE_SIZE, CUSTOMER_ORDERS_PAGE_SIZE),
});
export const NotificationsQuery = z.object({ page: pageParam, unread: boolParam.optional() });
