// Runs once when a storefront server starts, before it takes requests: lib/env-check.ts loads
// lib/env.ts, so a malformed variable stops the start with its name instead of failing page by page.
export async function register() {
  // NEXT_RUNTIME is Next's own variable, not configuration (so not in lib/env.ts); the edge copy of
  // this hook has nothing to stop
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./lib/env-check');
}
