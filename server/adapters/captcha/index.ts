// Captcha (design.md §5): the local default accepts every token (and none); with
// SMARTCAPTCHA_SERVER_KEY set, Yandex SmartCaptcha checks each token server-side.
import { env } from '../../env';

export type Captcha = {
  kind: 'local' | 'smartcaptcha';
  /** Whether the token proves a person; `ip` is the client's address as SmartCaptcha wants it. */
  verify: (token: string | undefined, ip: string) => Promise<boolean>;
};

export const localCaptcha: Captcha = { kind: 'local', verify: async () => true };

const VALIDATE_URL = 'https://smartcaptcha.yandexcloud.net/validate';
const TIMEOUT_MS = 5_000;

export function smartCaptcha(serverKey: string, fetchImpl: typeof fetch = fetch): Captcha {
  return {
    kind: 'smartcaptcha',
    verify: async (token, ip) => {
      if (!token) return false;
      try {
        const body = new URLSearchParams({ secret: serverKey, token, ...(ip && ip !== 'local' ? { ip } : {}) });
        const res = await fetchImpl(VALIDATE_URL, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
        // Yandex's advice: a failing check service lets requests through rather than lock everyone out
        if (res.status !== 200) return true;
        const answer = (await res.json()) as { status?: string };
        return answer.status === 'ok';
      } catch {
        return true;
      }
    },
  };
}

export const captchaFromEnv = (): Captcha =>
  (env.SMARTCAPTCHA_SERVER_KEY ? smartCaptcha(env.SMARTCAPTCHA_SERVER_KEY) : localCaptcha);
