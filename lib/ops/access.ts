// Who may read the storefront's /metrics: Prometheus with METRICS_TOKEN as a bearer token, or, while
// none is set, a direct connection from this machine (nothing nginx relays: deploy/nginx/shop.conf
// refuses /metrics from outside as well).
import { timingSafeEqual } from 'node:crypto';
import { fromThisMachine } from '@/lib/cache/revalidation';

type HeaderReader = { get(name: string): string | null };

export function metricsAllowed(headers: HeaderReader, token: string | undefined): boolean {
  if (!token) return fromThisMachine(headers);
  const given = Buffer.from(headers.get('authorization') ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
