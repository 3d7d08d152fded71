// End-to-end tests in Debian's chromium against the production build with both processes
// (e2e/global-setup.ts builds into .next-e2e and starts the API on 4010, the storefront on 3010, or
// E2E_API_PORT and E2E_PORT; it refuses ports already in use).
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/ports';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  // no retries: a test that passes only on a second try hides a real race in the shop
  retries: 0,
  // a focused test left in would silently skip the rest, on every machine, not only in CI
  forbidOnly: true,
  reporter: 'list',
  // the first request of each page renders it; two processes share 2 cores with the browser
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // never a downloaded browser: the system's chromium (.ci/run installs it)
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
            '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
});
