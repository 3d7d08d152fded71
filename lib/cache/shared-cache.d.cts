// Types of ./shared-cache.cjs, for lib/ops/readiness.ts.
export declare function sharedCacheFromEnv(): { isReady(): boolean } | null;
