// How failed sign-ins on one account slow the next attempt, whatever address it comes from (issue
// 35): the per-address limits stop one machine, not a botnet or a forged X-Forwarded-For. A few
// failures cost nothing; past them each attempt must wait longer after the last failure, up to a
// ceiling, so guessing stays slow but the owner is never locked out for more than that ceiling.
// Applied by server/services/auth/accounts.ts `signIn` through `takeSpaced` (server/lib/rate-limit.ts),
// beside the per-login-and-address and per-address limits there (LOGIN_FAILURES, IP_FAILURES).

/** Failures on one account in ACCOUNT_WINDOW_SECONDS that cost nothing. */
export const ACCOUNT_FREE_FAILURES = 20;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** The longest wait after the last failure: 30 s, about 120 guesses an hour on one account at most (plus the captcha, when configured, on each). */
export const ACCOUNT_MAX_DELAY_SECONDS = 30;

/** Seconds the next sign-in to an account must wait after its latest failure, given `failures` in the window. */
export function accountSignInDelay(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_SECONDS, 2 ** (failures - ACCOUNT_FREE_FAILURES));
}
