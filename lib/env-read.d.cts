// Types of ./env-read.cjs, for lib/env.ts.
export type ConfigVar = 'PAGE_CACHE_MAX_MB' | 'NEXT_DIST_DIR' | 'REDIS_URL';
export declare const blank: (value: string | undefined) => string | undefined;
export declare const envError: (lines: string[]) => Error;
export declare function problems(values: Partial<Record<ConfigVar, string | undefined>>): string[];
export declare function checked(name: ConfigVar, raw: string | undefined): string | undefined;
/** What a production REDIS_URL lacks (no password; plain redis:// to another host), in Russian; empty when unset or fine. */
export declare function redisUrlProblems(raw: string | undefined): string[];
