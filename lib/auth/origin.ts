// CSRF defence of every state-changing request the storefront takes (the /api proxy, the session
// routes, /logout): the browser's Origin header must name this site. Browsers send Origin with every
// POST, PUT, PATCH and DELETE, so a missing one is a client we do not serve. SameSite=Lax on the
// session cookie and next-auth's CSRF token are the other two layers.

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type HeaderReader = { get(name: string): string | null };

/**
 * The origins this request may come from: the public site (SITE_URL) and the address the request
 * itself was made to (Host, or X-Forwarded-Host behind a proxy, with X-Forwarded-Proto), so a
 * shop served on two names works on both.
 */
export function ownOrigins(headers: HeaderReader, requestUrl: URL, siteUrl: URL): Set<string> {
  const out = new Set([siteUrl.origin]);
  const proto = (headers.get('x-forwarded-proto')?.split(',')[0].trim() || requestUrl.protocol.replace(':', '')).toLowerCase();
  for (const host of [headers.get('x-forwarded-host')?.split(',')[0].trim(), headers.get('host')]) {
    if (host && /^[a-z0-9.\-[\]:]+$/i.test(host)) out.add(`${proto}://${host.toLowerCase()}`);
  }
  out.add(requestUrl.origin);
  return out;
}

/** True when a state-changing request comes from this site (or the method changes nothing). */
export function sameOriginRequest(method: string, headers: HeaderReader, requestUrl: URL, siteUrl: URL): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return true;
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return ownOrigins(headers, requestUrl, siteUrl).has(parsed.origin);
}
