// GET /metrics: this storefront process's Prometheus metrics (lib/ops/metrics.cjs), for a token or
// this machine only (lib/ops/access.ts); nginx answers /metrics itself with a 404.
import { env } from '@/lib/env';
import { metricsAllowed } from '@/lib/ops/access';
import { storefrontMetrics } from '@/lib/ops/metrics.cjs';

export const dynamic = 'force-dynamic';

export async function GET(req: Request): Promise<Response> {
  if (!metricsAllowed(req.headers, env.metricsToken())) return new Response(null, { status: 404 });
  const { registry } = storefrontMetrics();
  return new Response(await registry.metrics(), { headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' } });
}
