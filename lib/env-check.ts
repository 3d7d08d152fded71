// The storefront server's start-up check of its environment (instrumentation.ts, Node only). Next only
// logs an error thrown from its start-up hook and keeps serving, so this exits instead.
try {
  const { env } = await import('./env');
  const warning = env.siteUrlWarning();
  if (warning) console.warn(`[env] ${warning}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}

export {};
