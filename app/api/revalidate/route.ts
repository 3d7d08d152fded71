// POST /api/revalidate: the shop API says which cached pages its data change made stale (a published
// review, a good sold out); this storefront drops them, and through the shared page cache
// (lib/cache/shared-cache.cjs, REDIS_URL) so does every other. Internal: nginx refuses it from outside
// (deploy/nginx/shop.conf), and the storefront answers only the API's key, X-Storefront-Key =
// STOREFRONT_SECRET, or, while no secret is set, a direct connection from this machine.
import { revalidatePath } from 'next/cache';
import { revalidationAllowed, parseRevalidation } from '@/lib/cache/revalidation';

export const dynamic = 'force-dynamic';

export async function POST(req: Request): Promise<Response> {
  if (!revalidationAllowed(req.headers)) return new Response(null, { status: 404 });
  const parsed = parseRevalidation(await req.text().catch(() => ''));
  if ('error' in parsed) return Response.json({ 'hydra:description': parsed.error }, { status: 400 });
  for (const page of parsed.pages) revalidatePath(page);
  return Response.json({ revalidated: parsed.pages.length }, { headers: { 'Cache-Control': 'no-store' } });
}
