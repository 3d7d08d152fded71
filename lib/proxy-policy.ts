// What the browser may call through the storefront's /api/* proxy (issue 6): an explicit allowlist
// of methods and API paths, kept to what client code calls today (search suggestions and goods by ids
// hit /api/goods; the catalogue reads are there for client-side navigation). The accounts and
// checkout work add their own entries here. Everything else answers 404 from the proxy.
type Rule = { methods: readonly string[]; path: RegExp };

const READ = ['GET', 'HEAD'] as const;
const ID = '[1-9]\\d{0,15}';

export const PROXY_ALLOWLIST: readonly Rule[] = [
  { methods: READ, path: /^\/api\/goods$/ },
  { methods: READ, path: /^\/api\/catalogs$/ },
  { methods: READ, path: /^\/api\/shops$/ },
  { methods: READ, path: new RegExp(`^/api/shops/${ID}$`) },
  { methods: READ, path: new RegExp(`^/api/shops/${ID}/goods$`) },
  { methods: READ, path: new RegExp(`^/api/shops/${ID}/goods/dicts$`) },
  { methods: READ, path: new RegExp(`^/api/shops/${ID}/goods/${ID}$`) },
];

/** 'ok', or why not: the path is not proxied at all (404) or not with this method (405). */
export function proxyVerdict(method: string, path: string): 'ok' | 'not-found' | 'method' {
  const rules = PROXY_ALLOWLIST.filter((r) => r.path.test(path));
  if (rules.length === 0) return 'not-found';
  return rules.some((r) => r.methods.includes(method)) ? 'ok' : 'method';
}

/** Each segment of a raw (still percent-encoded) path decodes to valid UTF-8 (no %FF, %C0%80, %ED%A0%80). */
export function decodesCleanly(rawPath: string): boolean {
  try {
    for (const segment of rawPath.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** The address to pass on as X-Forwarded-For: the nearest hop's (the last entry), one address only. */
export function forwardedFor(header: string | null): string | null {
  const last = header?.split(',').pop()?.trim();
  return last && /^[0-9a-fA-F:.]{2,45}$/.test(last) ? last : null;
}
