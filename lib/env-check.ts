// The storefront server's start-up check of its environment (instrumentation.ts, Node only). Next only
// logs an error thrown from its start-up hook and keeps serving, so this exits instead. In
// SHOP_MODE=production it refuses, as the API does, while a stand-in would run or a secret is missing
// (domain/production-problems.ts), every variable in one message.
import { productionRefusal } from '@/domain/production-problems';
import { storefrontProductionProblems } from './production-refusal';

const refusal = productionRefusal(storefrontProductionProblems(process.env), 'storefront');
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

try {
  const { env } = await import('./env');
  const warning = env.siteUrlWarning();
  if (warning) console.warn(`[env] ${warning}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}

export {};
