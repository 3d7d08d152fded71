// The ports the end-to-end stack uses (the dev server and benchmarks use others).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3010);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4010);
export const E2E_DIST_DIR = '.next-e2e';
