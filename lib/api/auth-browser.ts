// What the auth popup asks, from the browser. Two doors, never a token through either:
// - next-auth under /api/session (lib/auth/options.ts): sign-in and registration's confirm step; the
//   answer sets the httpOnly session cookie and tells the browser only whether it worked;
// - the /api proxy: registration's first step and recovery, which answer no token.
// The wire format (hydra errors, next-auth's JSON) stops here: callers get `AuthOutcome`.
import { apiClient, apiErrorOf, failureOf, isApiError, type ApiFailure } from './client';
import type { AuthResult, CodeSent, RecoverySent } from '@/contract';

const { send } = apiClient(() => '/');

/** A refused call: the API's status, description, violations and, for a wrong code, attempts left. */
export type AuthFailure = ApiFailure;

export type AuthOutcome<T> = { ok: true; data: T } | { ok: false; failure: AuthFailure };

const NETWORK: AuthFailure = { status: 0, description: 'Нет связи с магазином. Проверьте подключение и повторите попытку.' };

/** A POST through the /api proxy ('api/…'); never throws: a refusal or no answer is a failure. */
async function postJson<T>(path: string, body: unknown): Promise<AuthOutcome<T>> {
  try {
    return { ok: true, data: await send<T>('post', path, body) };
  } catch (e) {
    return { ok: false, failure: isApiError(e) ? failureOf(e) : NETWORK };
  }
}

/** next-auth's answer to a credentials callback names an `error` in its URL when the sign-in failed. */
export function failureFromCallbackUrl(url: string | undefined, status: number): AuthFailure | null {
  // success sends the browser to the callback URL; a refused CSRF token to …/signin?csrf=true
  if (status >= 200 && status < 300 && url && !url.includes('error=') && !url.includes('csrf=true')) return null;
  let error: string | null = null;
  try {
    error = url ? new URL(url, 'http://x').searchParams.get('error') : null;
  } catch {
    error = null;
  }
  if (error) {
    try {
      const parsed = JSON.parse(error) as Partial<AuthFailure>;
      if (typeof parsed.status === 'number') {
        return {
          status: parsed.status,
          description: typeof parsed.description === 'string' ? parsed.description : null,
          violations: Array.isArray(parsed.violations) ? parsed.violations : undefined,
          attemptsLeft: typeof parsed.attemptsLeft === 'number' ? parsed.attemptsLeft : undefined,
        };
      }
    } catch {
      // next-auth's own codes (CredentialsSignin, csrf): no detail for the form
    }
  }
  return { status: status >= 400 ? status : 400, description: null };
}

const SESSION_BASE = '/api/session';

/** Signs in through a next-auth credentials provider; the session cookie arrives with the answer. */
async function signInWith(provider: 'password' | 'sms-code', fields: Record<string, string>): Promise<AuthOutcome<null>> {
  try {
    const csrf = (await (await fetch(`${SESSION_BASE}/csrf`, { credentials: 'same-origin', cache: 'no-store' })).json()) as { csrfToken?: string };
    const res = await fetch(`${SESSION_BASE}/callback/${provider}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, csrfToken: csrf.csrfToken ?? '', json: 'true' }),
      credentials: 'same-origin',
    });
    if (res.status === 403) return { ok: false, failure: failureOf(await apiErrorOf(res)) };
    const body = (await res.json().catch(() => null)) as { url?: string } | null;
    const failure = failureFromCallbackUrl(body?.url, res.status);
    return failure ? { ok: false, failure } : { ok: true, data: null };
  } catch {
    return { ok: false, failure: NETWORK };
  }
}

export const authApi = {
  signInByPhone: (phone: string, password: string, captchaToken: string) =>
    signInWith('password', { loginType: 'phone', phone, password, captchaToken }),
  signInByEmail: (login: string, password: string, captchaToken: string) =>
    signInWith('password', { loginType: 'email', login, password, captchaToken }),
  /** Registration's confirm step: the code and the confirmToken of signup-phone; success signs in. */
  confirmSignup: (confirmToken: string, smsCode: string) => signInWith('sms-code', { confirmToken, smsCode }),
  signupPhone: (body: { phone: string; password: string; confirmPassword: string; name: string; agreement: boolean; captchaToken: string }) =>
    postJson<CodeSent>('api/auth/signup-phone', body),
  recoveryByEmail: (login: string, captchaToken: string) => postJson<RecoverySent>('api/auth/recovery', { login, captchaToken }),
  recoveryByPhone: (phone: string, captchaToken: string) => postJson<RecoverySent>('api/auth/recovery-phone', { phone, captchaToken }),
};

/** The signed-in customer's phone confirmation (the reminder): a code by SMS, then the code. */
export const phoneConfirmationApi = {
  send: (customerId: number) => postJson<CodeSent>(`api/customers/${customerId}/phone-confirmation`, {}),
  confirm: (customerId: number, confirmToken: string, smsCode: string) =>
    postJson<AuthResult>(`api/customers/${customerId}/phone-confirmation-code`, { confirmToken, smsCode }),
};
