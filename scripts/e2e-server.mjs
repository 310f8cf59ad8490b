// Starts the app for the browser specs: a fresh embedded database in a temporary DATA_DIR (so guest
// quotas start empty), the simulated SERP engine, and client IPs taken from X-Forwarded-For so each
// spec can act as a different visitor.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(join(tmpdir(), 'rank-checker-e2e-'));
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SERP_PROVIDER: 'demo',
    SERPAPI_KEY: '',
    DATABASE_URL: '',
    TRUST_PROXY: 'true',
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  // The app has stopped its database by now; the throw-away data goes with it.
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
