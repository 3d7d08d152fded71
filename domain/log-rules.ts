// What both processes' JSON logs share (server/lib/log.ts, lib/ops/log.ts): the request id's header
// and shape, and the fields a log line must never show.

/** The header nginx sets ($request_id), the storefront creates when alone, and the API logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

// nginx's $request_id is 32 hex digits, ours a UUID; anything else a client sent is replaced, so a
// log line never carries a megabyte or a newline someone chose
const REQUEST_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

/** The request id a header gave, when well-formed; else null (the caller makes one). */
export function acceptedRequestId(header: string | null | undefined): string | null {
  return header && REQUEST_ID.test(header) ? header : null;
}

/**
 * Keys pino replaces with "[redacted]" wherever a logged object carries them (one level down, and in
 * an error's own fields): passwords, codes, tokens, secrets, card numbers, cookies, authorization.
 */
export const REDACTED_KEYS = [
  'password', 'newPassword', 'oldPassword', 'code', 'token', 'accessToken', 'refreshToken', 'captchaToken',
  'secret', 'authorization', 'cookie', 'set-cookie', 'cardNumber', 'cvv', 'otp', 'text',
] as const;

export function redactPaths(): string[] {
  return REDACTED_KEYS.flatMap((k) => [`["${k}"]`, `*["${k}"]`, `err["${k}"]`]);
}
