// Runs once when a storefront server starts, before it takes requests (Next calls register()).
export async function register() {
  // NEXT_RUNTIME is Next's own variable, not configuration (so not in lib/env.ts); the edge copy of
  // this hook has nothing to do
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // lib/env-check.ts loads lib/env.ts, so a malformed variable stops the start with its name instead
  // of failing page by page
  await import('./lib/env-check');
  const { guardHttpMethods } = await import('./lib/http-guard');
  guardHttpMethods();
  // after the guard, so its refusals are observed too: request ids, the log line, the metrics
  const { observeRequests } = await import('./lib/ops/observe');
  const { env } = await import('./lib/env');
  observeRequests(env.metricsOn());
}
