// Captcha (design.md §5): the local default accepts every token (and none); with
// SMARTCAPTCHA_SERVER_KEY set, Yandex SmartCaptcha checks each token server-side. When Yandex cannot
// be reached, each form says what happens (decision 143): sign-up, recovery and card binding refuse
// (they send SMS or guess card passwords), sign-in and reviews let the request through (their own
// limits stand, and a down captcha service must not lock every customer out).
import { env } from '../../env';

export type Captcha = {
  kind: 'local' | 'smartcaptcha';
  /**
   * Whether the token proves a person; `ip` is the client's address as SmartCaptcha wants it.
   * `unreachable`: the answer when the check service cannot be asked (default 'refuse', fail closed).
   */
  verify: (token: string | undefined, ip: string, unreachable?: Unreachable) => Promise<boolean>;
};

/** What a form does while the captcha service is away: refuse (fail closed) or let the request through. */
export type Unreachable = 'refuse' | 'pass';

export const localCaptcha: Captcha = { kind: 'local', verify: async () => true };

const VALIDATE_URL = 'https://smartcaptcha.yandexcloud.net/validate';
const TIMEOUT_MS = 5_000;

export function smartCaptcha(serverKey: string, fetchImpl: typeof fetch = fetch): Captcha {
  return {
    kind: 'smartcaptcha',
    verify: async (token, ip, unreachable = 'refuse') => {
      if (!token) return false;
      try {
        const body = new URLSearchParams({ secret: serverKey, token, ...(ip && ip !== 'local' ? { ip } : {}) });
        const res = await fetchImpl(VALIDATE_URL, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (res.status !== 200) return unreachable === 'pass';
        const answer = (await res.json()) as { status?: string };
        return answer.status === 'ok';
      } catch {
        return unreachable === 'pass';
      }
    },
  };
}

export const captchaFromEnv = (): Captcha =>
  (env.SMARTCAPTCHA_SERVER_KEY ? smartCaptcha(env.SMARTCAPTCHA_SERVER_KEY) : localCaptcha);
