// The accounts 1C signs in to the exchange with: the staff's «обмен с 1С» role (issue 39, decision 194).
// Site admins only:
//   GET  /api/admin/exchange-accounts                      → hydra collection of ExchangeAccount
//   POST /api/admin/exchange-accounts     ExchangeAccountInput → 201 ExchangeAccount | 409 (the login is taken) | 422
//   POST /api/admin/exchange-accounts/{id}/block    ExchangeAccountVersion → ExchangeAccount (its exchange sessions end) | 404 | 409
//   POST /api/admin/exchange-accounts/{id}/unblock  ExchangeAccountVersion → ExchangeAccount | 404 | 409
// Every message is Russian: it reaches the form as a violation.
import { z } from 'zod';
import { INT_MAX } from './params';

export const EXCHANGE_LOGIN = /^[a-z0-9][a-z0-9._@+-]{2,59}$/;
export const EXCHANGE_PASSWORD_MIN = 10;

const version = z.number({ message: 'Не указана версия записи.' }).int('Не указана версия записи.').min(1, 'Не указана версия записи.')
  .max(INT_MAX, 'Не указана версия записи.');

export const ExchangeAccountInput = z.object({
  name: z.string({ message: 'Укажите название.' }).trim().min(1, 'Укажите название.').max(100, 'Название не длиннее 100 символов.'),
  login: z.string({ message: 'Укажите логин.' }).trim().toLowerCase()
    .regex(EXCHANGE_LOGIN, 'Логин: от 3 до 60 латинских букв, цифр, точек, дефисов (или телефон цифрами).'),
  password: z.string({ message: 'Укажите пароль.' }).min(EXCHANGE_PASSWORD_MIN, `Пароль не короче ${EXCHANGE_PASSWORD_MIN} символов.`)
    .max(200, 'Пароль не длиннее 200 символов.'),
}).meta({ id: 'ExchangeAccountInput' });
export type ExchangeAccountInput = z.input<typeof ExchangeAccountInput>;

export const ExchangeAccountVersion = z.object({ version }).meta({ id: 'ExchangeAccountVersion' });
export type ExchangeAccountVersion = z.input<typeof ExchangeAccountVersion>;

export const ExchangeAccount = z.object({
  '@type': z.literal('ExchangeAccount'),
  id: z.number().int(),
  name: z.string(),
  login: z.string(),
  state: z.enum(['active', 'blocked']),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  version: z.number().int(),
}).meta({ id: 'ExchangeAccount' });
export type ExchangeAccount = z.infer<typeof ExchangeAccount>;
