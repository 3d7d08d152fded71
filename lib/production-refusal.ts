// The storefront's production problems: the variables of domain/production-problems.ts, and a shared
// page cache that anyone on the network could write (REDIS_URL without a password, or to another
// host without TLS: decision 145). The Redis rule lives in ./env-read.cjs beside the cache's other
// variable rules, which domain/ cannot import.
import { productionProblems, type ProductionProblem } from '@/domain/production-problems';
import { blank, redisUrlProblems } from './env-read.cjs';

export function storefrontProductionProblems(source: Record<string, string | undefined>): ProductionProblem[] {
  const problems = productionProblems(source, 'storefront');
  if (blank(source.SHOP_MODE) !== 'production') return problems;
  return [...problems, ...redisUrlProblems(source.REDIS_URL).map((problem) => ({ variable: 'REDIS_URL', problem }))];
}
