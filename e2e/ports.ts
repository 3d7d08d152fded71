// The ports the end-to-end stack uses (the dev server and benchmarks use others), and its settings.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3010);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4010);
export const E2E_DIST_DIR = '.next-e2e';
/** URLs per sitemap file in the e2e stack: the demo's few hundred goods then make /sitemap.xml an index of parts. */
export const E2E_SITEMAP_PART_URLS = 100;
