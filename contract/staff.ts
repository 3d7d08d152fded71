// The back office's staff and audit log (issue 39; decision 177), site admins only:
//   GET  /api/admin/staff                      → 200 hydra collection of Staff
//   POST /api/admin/staff             StaffCreateRequest  → 201 Staff (an SMS with a set-password link goes out) | 422
//   PUT  /api/admin/staff/{id}        StaffUpdateRequest  → 200 Staff | 404 | 409 stale version | 422 (last site admin, self)
//   POST /api/admin/staff/{id}/block  StaffVersionRequest → 200 Staff (every session ends) | 404 | 409 | 422
//   POST /api/admin/staff/{id}/unblock  StaffVersionRequest → 200 Staff | 404 | 409
//   POST /api/admin/staff/{id}/password StaffVersionRequest → 200 Staff (a new set-password SMS; sessions end) | 404 | 409
//   GET  /api/admin/audit?actorId&kind&from&to&beforeId → 200 AuditPage, newest first
import { z } from 'zod';
import { phoneField } from './auth';
import { idParam } from './params';

export const STAFF_ROLES = ['site', 'shop'] as const;

const role = z.enum(STAFF_ROLES, { message: 'Выберите роль: администратор сайта или магазина.' });
const shopIds = z.array(z.number({ message: 'Номер магазина должен быть числом.' }).int('Номер магазина должен быть целым.')
  .min(1, 'Номер магазина должен быть положительным.').max(2_147_483_647, 'Нет такого магазина.'), { message: 'Укажите магазины списком.' })
  .max(200, 'Не больше 200 магазинов.');
const version = z.number({ message: 'Укажите версию записи.' }).int('Версия записи должна быть целым числом.')
  .min(1, 'Версия записи должна быть положительной.').max(2_147_483_647, 'Версия записи слишком велика.');

export const Staff = z.object({
  '@type': z.literal('Staff'),
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  role: z.enum(STAFF_ROLES),
  shopIds: z.array(z.number().int()),
  lastSignInAt: z.string().nullable(),
  state: z.enum(['active', 'blocked']),
  version: z.number().int(),
}).meta({ id: 'Staff' });
export type Staff = z.infer<typeof Staff>;

export const StaffCreateRequest = z.object({
  name: z.string({ message: 'Укажите имя.' }).trim().min(1, 'Укажите имя.').max(100, 'Имя не должно быть длиннее 100 символов.'),
  phone: phoneField,
  role,
  shopIds: shopIds.default([]),
}).meta({ id: 'StaffCreateRequest' });
export type StaffCreateRequest = z.input<typeof StaffCreateRequest>;

export const StaffUpdateRequest = z.object({ role, shopIds: shopIds.default([]), version }).meta({ id: 'StaffUpdateRequest' });
export type StaffUpdateRequest = z.input<typeof StaffUpdateRequest>;

export const StaffVersionRequest = z.object({ version }).meta({ id: 'StaffVersionRequest' });
export type StaffVersionRequest = z.input<typeof StaffVersionRequest>;

const dateParam = (name: string) => z.string().trim().max(10, `${name}: дата в виде ГГГГ-ММ-ДД.`)
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), `${name}: дата в виде ГГГГ-ММ-ДД.`).optional();

export const AuditQuery = z.object({
  actorId: idParam.optional(),
  kind: z.string().trim().max(60, 'Вид действия не длиннее 60 символов.').regex(/^[a-z_]*(\.[a-z_]+)?$/, 'Вид действия: область (staff) или область.действие (staff.block).').optional(),
  from: dateParam('С'),
  to: dateParam('По'),
  beforeId: idParam.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  ip: z.string().nullable(),
  kind: z.string(),
  target: z.string(),
  shopId: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
}).meta({ id: 'AuditRow' });
export type AuditRow = z.infer<typeof AuditRow>;

export const AuditPage = z.object({
  '@type': z.literal('AuditPage'),
  rows: z.array(AuditRow),
  /** the next page's beforeId; null: no more */
  next: z.number().int().nullable(),
  /** who has written the log, for the person filter */
  actors: z.array(z.object({ id: z.number().int(), name: z.string() })),
}).meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPage>;
