// The storefront server's own calls to the API's auth routes: the token-returning ones never pass
// the /api proxy (lib/proxy-policy.ts refuses them), so only this module ever sees a token pair.
// Each call carries the shopper's address (the API throttles sign-in per IP) and X-Storefront-Key.
import type { AuthTokens, Customer, OutboxMessage } from '@/contract';
import { env } from '@/lib/env';
import { failureOf, isApiError, type ApiFailure } from '@/lib/api/client';
import { apiFetch } from '@/lib/api/fetch';

/** An answer of the API that is not a success: what the forms need to show it (spec §8). */
export type UpstreamFailure = ApiFailure;

export type Upstream<T> = { ok: true; data: T } | { ok: false; failure: UpstreamFailure };

/** The API did not answer (down, timed out): not the shopper's fault, and no reason to sign out. */
export class UpstreamUnavailable extends Error {
  constructor(cause: unknown) {
    super('Сервис магазина недоступен. Повторите попытку позже.', { cause });
    this.name = 'UpstreamUnavailable';
  }
}

type CallOptions = { method?: 'GET' | 'POST'; body?: unknown; bearer?: string; clientIp?: string | null };

async function call<T>(path: string, { method = 'POST', body, bearer, clientIp }: CallOptions = {}): Promise<Upstream<T>> {
  const headers = new Headers();
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  if (clientIp) headers.set('X-Forwarded-For', clientIp);
  const secret = env.storefrontSecret();
  if (secret) headers.set('X-Storefront-Key', secret);
  try {
    return { ok: true, data: await apiFetch<T>(path, { method, json: body, headers }) };
  } catch (e) {
    if (!isApiError(e) || e.status >= 500) throw new UpstreamUnavailable(e);
    return { ok: false, failure: failureOf(e) };
  }
}

export const upstream = {
  signinPhone: (body: { phone: string; password: string; captchaToken?: string }, clientIp: string | null) =>
    call<AuthTokens>('/api/auth/signin-phone', { body, clientIp }),
  signin: (body: { login: string; password: string; captchaToken?: string }, clientIp: string | null) =>
    call<AuthTokens>('/api/auth/signin', { body, clientIp }),
  signupPhoneCode: (body: { confirmToken: string; smsCode: string }, clientIp: string | null) =>
    call<AuthTokens>('/api/auth/signup-phone-code', { body, clientIp }),
  refresh: (refreshToken: string, clientIp: string | null) =>
    call<AuthTokens>('/api/auth/signin-refresh-token', { body: { refreshToken }, clientIp }),
  signout: (refreshToken: string, clientIp: string | null) =>
    call<unknown>('/api/auth/signout', { body: { refreshToken }, clientIp }),
  me: (accessToken: string, clientIp: string | null) =>
    call<Customer>('/api/customers/me', { method: 'GET', bearer: accessToken, clientIp }),
  /** The outbox's latest messages to a phone (site admins, demo and staging: decision 0142); 404 elsewhere. */
  outbox: (accessToken: string, phone: string) =>
    call<{ 'hydra:member': OutboxMessage[] }>(`/api/outbox?phone=${encodeURIComponent(phone)}`, { method: 'GET', bearer: accessToken, clientIp: null }),
};
