// Builds the storefront into .next-e2e (unless E2E_SKIP_BUILD=1), then starts the API and `next
// start`, as `npm start` does. The API gets this process's environment: on DATABASE_URL when it is
// set (a PostgreSQL database it migrates, and seeds only when empty: give each run a new one), else
// on a fresh temporary PGlite folder, which it migrates and seeds with the demo data.
// startStack refuses ports already in use and checks the per-run token of the API (/health) and of
// the storefront (X-Stack-Token); a process that dies while the tests run is reported at once and
// fails the run in global teardown.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertPortsFree, build, startStack, type Stack } from '../scripts/stack';
import { E2E_API_PORT, E2E_DIST_DIR, E2E_PORT, E2E_SITEMAP_PART_URLS } from './ports';

export type E2eState = { stack: Stack; tmp: string; died?: string; stopping?: boolean };

export default async function globalSetup() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const options = {
    port: E2E_PORT, apiPort: E2E_API_PORT, dataDir: path.join(tmp, 'pglite'), distDir: E2E_DIST_DIR,
    verbose: !!process.env.E2E_VERBOSE,
    env: { NEXT_TELEMETRY_DISABLED: '1', SITE_URL: `http://127.0.0.1:${E2E_PORT}`, SITEMAP_PART_URLS: String(E2E_SITEMAP_PART_URLS) },
  };
  const started = Date.now();
  try {
    // before the minutes of the build, not after
    await assertPortsFree([E2E_API_PORT, E2E_PORT]);
    // pages an earlier run cached from its own database would be served to this one
    fs.rmSync(path.join(E2E_DIST_DIR, 'server', 'route-cache'), { recursive: true, force: true });
    if (process.env.E2E_SKIP_BUILD !== '1') {
      // the build bakes the API address into its /media rewrite, so it is made for these ports
      await build({ ...options, verbose: true });
      console.log(`[e2e] built ${E2E_DIST_DIR} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const stack = await startStack(options);
    // Playwright passes what global setup puts in process.env on to the test workers
    process.env.STACK_TOKEN = stack.token;
    const state: E2eState = { stack, tmp };
    (globalThis as { __e2e?: E2eState }).__e2e = state;
    void stack.firstExit.then(({ name, code }) => {
      if (state.stopping) return;
      state.died = `${name} exited with code ${code} while the tests ran`;
      console.error(`[e2e] ${state.died}`);
    });
    console.log(`[e2e] storefront ${stack.baseUrl}, API ${stack.apiUrl}, ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}
