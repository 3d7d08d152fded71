// The storefront server's own calls to the API's auth routes: the token-returning ones never pass
// the /api proxy (lib/proxy-policy.ts refuses them), so only this module ever sees a token pair.
// Each call carries the shopper's address (the API throttles sign-in per IP) and X-Storefront-Key.
import type { AuthTokens, Customer } from '@/contract';
import { env } from '@/lib/env';

/** An answer of the API that is not a success: what the forms need to show it (spec §8). */
export type UpstreamFailure = {
  status: number;
  description: string | null;
  violations?: { propertyPath: string; message: string }[];
  attemptsLeft?: number;
};

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
  const headers = new Headers({ 'API-CONSUMER': 'site', Accept: 'application/ld+json, application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  if (clientIp) headers.set('X-Forwarded-For', clientIp);
  const secret = env.storefrontSecret();
  if (secret) headers.set('X-Storefront-Key', secret);
  let res: Response;
  try {
    res = await fetch(`${env.shopApiUrl()}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(env.proxyTimeoutMs()),
    });
  } catch (e) {
    throw new UpstreamUnavailable(e);
  }
  if (res.status >= 500) {
    await res.body?.cancel();
    throw new UpstreamUnavailable(new Error(`API answered ${res.status}`));
  }
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.ok) return { ok: true, data: json as T };
  return {
    ok: false,
    failure: {
      status: res.status,
      description: typeof json?.['hydra:description'] === 'string' ? json['hydra:description'] : null,
      violations: Array.isArray(json?.violations) ? (json.violations as UpstreamFailure['violations']) : undefined,
      attemptsLeft: typeof json?.attemptsLeft === 'number' ? json.attemptsLeft : undefined,
    },
  };
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
};
