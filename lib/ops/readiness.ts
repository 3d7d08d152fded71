// The storefront's readiness (GET /ready): the API's own /ready, and Redis when REDIS_URL is set.
import { sharedCacheFromEnv } from '@/lib/cache/shared-cache.cjs';
import { requestIdHeaders } from './request-context';

const TIMEOUT_MS = 2000;

export type StorefrontReadiness = { ready: boolean; checks: { api: 'ok' | 'not-ready' | 'unreachable'; redis?: 'ok' | 'unreachable' } };

export async function storefrontReadiness(apiUrl: string): Promise<StorefrontReadiness> {
  let api: StorefrontReadiness['checks']['api'];
  try {
    const res = await fetch(`${apiUrl}/ready`, { cache: 'no-store', headers: requestIdHeaders(), signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.body?.cancel();
    api = res.ok ? 'ok' : 'not-ready';
  } catch {
    api = 'unreachable';
  }
  const shared = sharedCacheFromEnv();
  const checks: StorefrontReadiness['checks'] = { api };
  if (shared) checks.redis = shared.isReady() ? 'ok' : 'unreachable';
  return { ready: api === 'ok' && checks.redis !== 'unreachable', checks };
}
