// GET /health: the storefront process is up (liveness; nginx and systemd, deploy/).
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
