// GET /ready: the storefront can serve — the shop API is ready (its database answers, its migrations
// are applied: the API's /ready) and, with REDIS_URL, the shared page cache is connected. 503 else.
import { env } from '@/lib/env';
import { storefrontReadiness } from '@/lib/ops/readiness';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const r = await storefrontReadiness(env.shopApiUrl());
  return Response.json(r, { status: r.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store', ...(r.ready ? {} : { 'Retry-After': '5' }) } });
}
