// Next 16 does not server-render the not-found UI when notFound() is thrown while an ISR page renders
// on demand (vercel/next.js#62228, #95613): the 404 body is empty without JavaScript. So the middleware
// asks the API first whether the thing a URL names exists (lib/public-routes.ts says which), and sends
// unknown ones to the static 404.

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;
const known = new Map<string, { exists: boolean; at: number }>();

/** False when the API says the resource is unknown (404) or its id malformed (400); true otherwise. */
export async function resourceExists(apiBase: string, resource: string): Promise<boolean> {
  const hit = known.get(resource);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.exists;
  let exists = true;
  try {
    const res = await fetch(`${apiBase}${resource}`, { method: 'HEAD', headers: { 'API-CONSUMER': 'site' } });
    exists = res.status !== 404 && res.status !== 400;
  } catch {
    return true; // the API is unreachable: let the page render and report that itself
  }
  if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value as string);
  known.set(resource, { exists, at: Date.now() });
  return exists;
}
