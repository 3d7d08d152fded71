// Next 16 does not server-render the not-found UI when notFound() is thrown while an ISR page renders
// on demand (vercel/next.js#62228, #95613): the 404 body is empty without JavaScript. So the middleware
// asks the API first whether the thing a URL names exists (lib/public-routes.ts says which), and sends
// unknown ones to the static 404. Only well-formed ids get here (public-routes checks them first), and
// what is remembered is bounded by size as well as count.
import { apiFetch } from './api/fetch';
import { isApiError } from './api/client';
import { BoundedTtlCache } from './bounded-cache';
import { SingleFlight } from './cache/single-flight';

const TTL_MS = 60_000;
/** No API path of a well-formed id is longer; anything longer is not cached (and not a real resource). */
export const MAX_RESOURCE_LENGTH = 300;
const known = new BoundedTtlCache<boolean>(20_000, 2 * 1024 * 1024, TTL_MS);
// concurrent first requests for one thing (a restart, a link shared) ask the API once
const asking = new SingleFlight<boolean>();

/**
 * True when the API answers the resource 2xx; false for 404, 400, 414 or any other 4xx. When the
 * API is unreachable or fails (5xx) the page renders and reports that itself; nothing is remembered.
 */
export async function resourceExists(apiBase: string, resource: string): Promise<boolean> {
  if (resource.length > MAX_RESOURCE_LENGTH) return false;
  const hit = known.get(resource);
  if (hit !== undefined) return hit;
  return asking.run(resource, () => ask(apiBase, resource));
}

async function ask(apiBase: string, resource: string): Promise<boolean> {
  let status: number;
  try {
    await apiFetch(resource, { base: apiBase, method: 'HEAD', timeoutMs: 5_000 });
    status = 200;
  } catch (e) {
    if (!isApiError(e)) return true;
    status = e.status;
  }
  if (status >= 500) return true;
  const exists = status < 400;
  known.set(resource, exists);
  return exists;
}
