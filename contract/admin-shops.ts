// The back office's shops, slots and zones (issue 39), site admins every shop, a shop admin their own
// (another shop answers 404 like an unknown one):
//   GET /api/admin/shops                     → hydra collection of AdminShopSummary
//   GET /api/admin/shops/{id}                → AdminShop: the card, its slot schedule with each slot's bookings
//   PUT /api/admin/shops/{id}                → AdminShop; body AdminShopUpdate (the version read; stale: 409)
//   GET /api/admin/shops/{id}/zones          → hydra collection of AdminZone, overlapping zones named
//   PUT /api/admin/shops/{id}/zones/{zoneId} → AdminZone; body AdminZoneUpdate (stale version: 409)
//   POST /api/admin/shops                    → 201 AdminShop; body AdminShopCreate (site admins only)
//   DELETE /api/admin/shops/{id}?version=N   → AdminShopRemoval: deleted when nothing refers to it, else closed (site admins)
//   POST /api/admin/shops/{id}/reopen        → AdminShop; body { version } (site admins): a closed shop back on the storefront
//   POST /api/admin/shops/{id}/zones         → 201 AdminZone; body AdminZoneCreate
//   DELETE /api/admin/shops/{id}/zones/{zoneId}?version=N → 204
// Changes apply to new orders: booked slots keep their orders, a capacity below its bookings is shown.
import { z } from 'zod';
import { latLon } from './geo';
import { DeliveryCost } from './shops';
import { idParam } from './params';
import { SLOT_TYPES } from './timeslots';

const text = (max: number, what: string) => z.string({ message: `Укажите ${what}.` }).trim()
  .min(1, `Укажите ${what}.`).max(max, `Не длиннее ${max} символов.`);
const optionalText = (max: number) => z.string().trim().max(max, `Не длиннее ${max} символов.`).nullable()
  .transform((v) => (v ? v : null));
const money = (what: string) => z.number({ message: `${what}: нужно число.` }).min(0, `${what} не может быть отрицательной.`)
  .max(1_000_000, `${what}: не больше 1 000 000 ₽.`);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string({ message: 'Время в виде ЧЧ:ММ.' }).regex(TIME, 'Время в виде ЧЧ:ММ, например 09:00.');
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Payment types a slot may take (contract/timeslots.ts): 1 online, 2 card on receipt, 3 cash. */
export const PAYMENT_TYPES = [1, 2, 3] as const;

export const AdminSchedule = z.object({
  slotType: z.enum(SLOT_TYPES, { message: 'Тип слота: доставка или самовывоз.' }),
  weekdays: z.array(z.number().int().min(1, 'Дни недели: от 1 (пн) до 7 (вс).').max(7, 'Дни недели: от 1 (пн) до 7 (вс).'), { message: 'Выберите дни недели.' })
    .min(1, 'Выберите хотя бы один день недели.').max(7, 'Дни недели: от 1 (пн) до 7 (вс).')
    .refine((d) => new Set(d).size === d.length, 'Дни недели не должны повторяться.'),
  startsAt: time,
  endsAt: time,
  capacity: z.number({ message: 'Вместимость: нужно целое число.' }).int('Вместимость: нужно целое число.').min(0, 'Вместимость не может быть отрицательной.').max(10_000, 'Вместимость: не больше 10 000.'),
  cutoffMinutes: z.number({ message: 'Приём заказов: нужно число минут.' }).int('Приём заказов: нужно целое число минут.').min(0, 'Приём заказов: не меньше 0 минут.').max(10_080, 'Приём заказов: не больше недели (10 080 минут).'),
  // the shops' own settings know a few more types than the storefront names (it leaves those out)
  paidTypes: z.array(z.number({ message: 'Оплата: 1 онлайн, 2 картой при получении, 3 наличными.' }).int('Оплата: номер способа.').min(1, 'Оплата: номер способа от 1 до 9.').max(9, 'Оплата: номер способа от 1 до 9.'))
    .min(1, 'Выберите хотя бы один способ оплаты.').max(9, 'Оплата: не больше 9 способов.').nullable()
    .meta({ description: 'The payment types the slot takes; null: the shop\'s own for the slot type' }),
}).refine((s) => s.startsAt < s.endsAt, { message: 'Конец слота должен быть позже начала.', path: ['endsAt'] }).meta({ id: 'AdminSchedule' });
export type AdminSchedule = z.infer<typeof AdminSchedule>;

export const AdminScheduleRow = z.object({
  id: z.number().int(),
  slotType: z.enum(SLOT_TYPES),
  weekdays: z.array(z.number().int()),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  cutoffMinutes: z.number().int(),
  paidTypes: z.array(z.number().int()).nullable(),
  booked: z.number().int().meta({ description: 'The most orders booked on one upcoming day of this slot: may exceed capacity after it was lowered' }),
}).meta({ id: 'AdminScheduleRow' });
export type AdminScheduleRow = z.infer<typeof AdminScheduleRow>;

export const AdminShopSummary = z.object({
  '@type': z.literal('AdminShop'),
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  region: z.string(),
  minOrderAmount: z.number(),
  deliveryEnabled: z.boolean(),
  pickupEnabled: z.boolean(),
  canAcceptOrders: z.boolean(),
  closed: z.boolean().meta({ description: 'Closed by a site admin: hidden from the storefront (decision 191)' }),
  zones: z.number().int().meta({ description: 'How many delivery zones it has' }),
}).meta({ id: 'AdminShopSummary' });
export type AdminShopSummary = z.infer<typeof AdminShopSummary>;

export const AdminShop = z.object({
  '@type': z.literal('AdminShop'),
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  address: z.string(),
  regionId: z.number().int(),
  regions: z.array(z.object({ id: z.number().int(), name: z.string() })).meta({ description: 'Every region, for the choice' }),
  coordinates: latLon,
  phone: z.string().nullable(),
  hours: z.string().nullable(),
  warehouseId: z.string().nullable().meta({ description: "The shop's warehouse Ид in 1C (offers.xml): its stock comes from there" }),
  minOrderAmount: z.number(),
  deliveryEnabled: z.boolean(),
  pickupEnabled: z.boolean(),
  canAcceptOrders: z.boolean(),
  closedAt: z.string().nullable().meta({ description: 'When a site admin closed the shop (decision 191): hidden from the storefront, its orders kept; null while open' }),
  closedDays: z.array(z.string()),
  deliveryCosts: z.array(DeliveryCost).meta({ description: 'The delivery tariff: from each basket amount on, its price (0: free), highest amount first; none: 149 ₽' }),
  paidSettings: z.object({ deliveryPaidTypes: z.array(z.number().int()), pickupPaidTypes: z.array(z.number().int()) }),
  schedules: z.array(AdminScheduleRow),
}).meta({ id: 'AdminShop' });
export type AdminShop = z.infer<typeof AdminShop>;

const version = z.number({ message: 'Не указана версия записи.' }).int().min(1);

const shopFields = {
  name: text(200, 'название'),
  address: text(500, 'адрес'),
  regionId: idParam,
  coordinates: latLon,
  phone: optionalText(40).refine((v) => v === null || /^[+\d\s()-]{5,40}$/.test(v), 'Телефон: цифры, пробелы, скобки, дефис и плюс.'),
  hours: optionalText(500),
  warehouseId: optionalText(100),
  minOrderAmount: money('Минимальная сумма заказа'),
  deliveryEnabled: z.boolean(),
  pickupEnabled: z.boolean(),
  canAcceptOrders: z.boolean(),
  closedDays: z.array(z.string().regex(DATE, 'Дата в виде ГГГГ-ММ-ДД.')).max(366, 'Не больше 366 выходных дней.'),
  schedules: z.array(AdminSchedule).max(200, 'Не больше 200 слотов.'),
  // optional: a card sent without it keeps the tariff it has (a new shop: none, so 149 ₽)
  deliveryCosts: z.array(z.object({ minAmount: money('Сумма заказа'), price: money('Цена доставки') }))
    .max(20, 'Не больше 20 ступеней тарифа.')
    .refine((cs) => new Set(cs.map((c) => c.minAmount)).size === cs.length, 'Две ступени тарифа с одной суммой заказа.')
    .optional(),
};

export const AdminShopUpdate = z.object({ version, ...shopFields }).meta({ id: 'AdminShopUpdate' });
export type AdminShopUpdate = z.infer<typeof AdminShopUpdate>;

/** A new shop: the card's fields and its schedule (its tariff and payment settings start as the defaults). */
export const AdminShopCreate = z.object(shopFields).meta({ id: 'AdminShopCreate' });
export type AdminShopCreate = z.infer<typeof AdminShopCreate>;

export const AdminVersionQuery = z.object({
  version: z.coerce.number({ message: 'Не указана версия записи.' }).pipe(version),
});
export const AdminVersionBody = z.object({ version }).meta({ id: 'AdminVersionBody' });

export const AdminShopRemoval = z.object({
  '@type': z.literal('AdminShopRemoval'),
  id: z.number().int(),
  outcome: z.enum(['deleted', 'closed']).meta({ description: 'deleted: nothing referred to it; closed: it has orders, goods or reviews, so it is hidden instead (decision 191)' }),
}).meta({ id: 'AdminShopRemoval' });
export type AdminShopRemoval = z.infer<typeof AdminShopRemoval>;

export const AdminZone = z.object({
  '@type': z.literal('AdminZone'),
  id: z.number().int(),
  version: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  price: z.number(),
  freeFrom: z.number().nullable().meta({ description: "The basket amount from which the shop's tariff delivers free (its deliveryCosts), null when never" }),
  polygon: z.array(z.array(latLon)),
  overlaps: z.array(z.object({ id: z.number().int(), name: z.string(), shopId: z.number().int() }))
    .meta({ description: 'The other zones (of any shop) sharing area with this one' }),
}).meta({ id: 'AdminZone' });
export type AdminZone = z.infer<typeof AdminZone>;

const zoneFields = {
  name: text(200, 'название зоны'),
  price: money('Цена доставки в зоне'),
  polygon: z.array(z.array(latLon).max(2001, 'В контуре больше 2000 точек.'), { message: 'Граница: список контуров из точек [широта, долгота].' })
    .min(1, 'У зоны должна быть граница: не меньше трёх точек.').max(20, 'Не больше 20 контуров в одной зоне.')
    .meta({ description: 'Rings of [latitude, longitude], each closed (its last point is its first), the outer one first' }),
};

export const AdminZoneUpdate = z.object({ version, ...zoneFields }).meta({ id: 'AdminZoneUpdate' });
export type AdminZoneUpdate = z.infer<typeof AdminZoneUpdate>;

export const AdminZoneCreate = z.object(zoneFields).meta({ id: 'AdminZoneCreate' });
export type AdminZoneCreate = z.infer<typeof AdminZoneCreate>;

export const AdminZoneParams = z.object({ id: idParam, zoneId: idParam });
