// Renewing the access token (storefront spec §4 Session): the refresh token is single use and
// reusing one revokes its whole family (API side), so two requests of one browser arriving together
// with the same expiring cookie must not both spend it. Within this process they share one refresh:
// the outcome is remembered for a minute under the spent refresh token. Several storefront processes
// could still race; decision 28 says what that costs.
import { accessExpiry, toSessionUser, type SessionToken } from './session';
import { upstream, UpstreamUnavailable } from './upstream';

/** 'signed-out': the API refused the refresh token (expired, revoked, reused): the session ends. */
export type RefreshOutcome = { token: SessionToken } | 'signed-out' | 'unavailable';

const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 10_000;
const inFlight = new Map<string, Promise<RefreshOutcome>>();

async function refreshOnce(token: SessionToken, clientIp: string | null, now: () => number): Promise<RefreshOutcome> {
  try {
    const pair = await upstream.refresh(token.refreshToken, clientIp);
    if (!pair.ok) return pair.failure.status === 429 ? 'unavailable' : 'signed-out';
    const { token: accessToken, refreshToken } = pair.data;
    // the name, card and roles may have changed since sign-in: read them again with the new token
    const me = await upstream.me(accessToken, clientIp);
    const user = me.ok ? toSessionUser(me.data) : token.user;
    return { token: { accessToken, refreshToken, accessExpires: accessExpiry(accessToken, now()), user } };
  } catch (e) {
    if (e instanceof UpstreamUnavailable) return 'unavailable';
    throw e;
  }
}

/** The refreshed session, shared by every request of this process that holds the same refresh token. */
export function refreshSession(token: SessionToken, clientIp: string | null, now: () => number = Date.now): Promise<RefreshOutcome> {
  const key = token.refreshToken;
  const known = inFlight.get(key);
  if (known) return known;
  const pending = refreshOnce(token, clientIp, now);
  if (inFlight.size >= MAX_REMEMBERED) inFlight.delete(inFlight.keys().next().value as string);
  inFlight.set(key, pending);
  // an API that was down is asked again by the next request; a verdict is kept a minute
  void pending.then((outcome) => {
    if (outcome === 'unavailable') inFlight.delete(key);
    else setTimeout(() => inFlight.delete(key), REMEMBER_MS).unref?.();
  });
  return pending;
}
