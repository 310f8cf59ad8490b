import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

// Browser specs run against the real built app (npm start's server), a fresh embedded PostgreSQL in a
// throw-away DATA_DIR, the simulated SERP engine and Debian's Chromium. Nothing is downloaded.
const port = Number(process.env.E2E_PORT ?? 3100);
// The app's own address (APP_URL) is localhost: browsers refuse passkeys (WebAuthn) on an IP address.
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // Two spec files at a time, each in its own browser: every spec acts as its own people (fresh accounts, its own
  // visitor address per worker, see e2e/fixtures.ts), so files share nothing but the server; a file's specs run in
  // order. On two cores one browser waiting on one server leaves a core idle; two use it.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Limits that hold on a machine that is busy with other work too: a spec waits for what it needs (an answer, an
  // element, an event), and these only bound how long before it gives up.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PW_JSON_OUTPUT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]]
    : [['list']],
  use: {
    baseURL,
    // A trace records every action of every spec, which costs about a fifth of the suite's time. CI's clone is
    // thrown away after the run, so no one could open its traces: there the failure's message and screenshot
    // are what is kept, and a failing spec is traced by running it again locally.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker precaches every page and chunk (some 240 files) in each fresh browser context,
    // that is, for every spec: about a sixth of the suite's time. pwa.spec.ts, which tests the worker, allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    // Node may resolve localhost to ::1 first, where the server does not listen: the check asks the address it does.
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 180_000,
    // npm test starts the server beside the unit suites (scripts/run-tests.mjs) and says so: it is used as it is.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port) },
  },
});
