// CSRF defence of every state-changing request the storefront takes (the /api proxy, the session
// routes, /logout): the browser's Origin header must name this site. Browsers send Origin with every
// POST, PUT, PATCH and DELETE, so a missing one is a client we do not serve. SameSite=Lax on the
// session cookie and next-auth's CSRF token are the other two layers.
// The site is SITE_URL and nothing else (lib/env.ts siteOrigins): Host and X-Forwarded-Host are
// written by whoever sends the request, so a request naming itself cannot vouch for its own origin.

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type HeaderReader = { get(name: string): string | null };

/** True when a state-changing request comes from one of the site's `origins` (or the method changes nothing). */
export function sameOriginRequest(method: string, headers: HeaderReader, origins: readonly string[]): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return true;
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return false;
  try {
    return origins.includes(new URL(origin).origin);
  } catch {
    return false;
  }
}
