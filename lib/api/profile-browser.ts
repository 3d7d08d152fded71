// The profile page's calls (contract/account.ts), through this site's /api proxy, which adds the
// signed-in customer's Bearer token. Reads throw an ApiError for React Query; the forms' changes
// never throw: a refusal or no answer comes back as a failure the form shows (spec §8).
import { apiClient, failureOf, isApiError, type ApiFailure } from './client';
import type { AuthResult, CodeSent, Customer, CustomerSettings } from '@/contract';

const { get, send } = apiClient(() => '/');

export type Outcome<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

const NETWORK: ApiFailure = { status: 0, description: 'Нет связи с магазином. Проверьте подключение и повторите попытку.' };

async function outcome<T>(method: 'post' | 'put', path: string, body: unknown): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await send<T>(method, path, body) };
  } catch (e) {
    return { ok: false, failure: isApiError(e) ? failureOf(e) : NETWORK };
  }
}

const base = (id: number) => `api/customers/${id}`;

export const customer = (id: number): Promise<Customer> => get<Customer>(base(id));
export const settings = (id: number): Promise<CustomerSettings> => get<CustomerSettings>(`${base(id)}/settings`);
export const monthlyOrders = (id: number): Promise<number> =>
  get<{ currentMonthOrders: number }>(`${base(id)}/stats`).then((s) => s.currentMonthOrders);

export const profileApi = {
  /** name, birthday ('dd.MM.yyyy', absent when empty), gender */
  update: (id: number, body: { name: string; birthday?: string; gender: 1 | 2 | null }) => outcome<Customer>('put', base(id), body),
  saveSettings: (id: number, body: CustomerSettings) => outcome<CustomerSettings>('put', `${base(id)}/settings`, body),
  /** phone: 11 digits; password: the account's current one (a change of login is asked with it) */
  sendPhoneCode: (id: number, phone: string, password: string) => outcome<CodeSent>('post', `${base(id)}/set-phone`, { phone, password }),
  confirmPhone: (id: number, confirmToken: string, code: string) => outcome<AuthResult>('post', `${base(id)}/set-phone-confirm`, { confirmToken, code }),
  sendEmailCode: (id: number, email: string, password: string) => outcome<CodeSent>('post', `${base(id)}/email`, { email, password }),
  confirmEmail: (id: number, confirmToken: string, code: string) => outcome<AuthResult>('post', `${base(id)}/email-confirm`, { confirmToken, code }),
  signInCard: (body: { card: string; password: string; captchaToken: string }) => outcome<Customer>('post', 'api/loyalty/signin', body),
};
