// 50 uncached rank checks at once against a provider that answers every request in one second, while two
// other clients keep asking GET /api/v1/health and a signed-in GET /api/v1/me/history. What a burst of checks
// must not do is slow everyone else down: the target is p99 <= 100 ms and no error for both, whatever the
// checks take. Also printed: how long the checks took and the most database connections in use at once.
// The app runs in its own process on a database this benchmark can watch (pg_stat_activity).
import pg from 'pg';
import { startFakeSerpApi } from '../server/adapters/serp/testing/fake-serpapi-server';
import { saveCheck } from '../server/testing/history-rows';
import { signInAs } from '../server/testing/sign-in';
import { startAppProcess } from './lib/app-process';
import { startBenchDatabase } from './lib/bench-database';
import { report } from './lib/report';

const CHECKS = 50;
const PROVIDER_DELAY_MS = 1000;
/** Where each check's site sits: one in three on page 1, one deep on page 5, one near the end. */
const RANKS = [5, 45, 95];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
}

/** Asks `url` again and again until `stop()`, one request at a time, recording each latency or failure. */
function prober(url: string, headers: Record<string, string> = {}) {
  const latencies: number[] = [];
  let errors = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { requests: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: Math.max(...latencies), errors };
    },
  };
}

async function main() {
  const placements = Object.fromEntries(
    Array.from({ length: CHECKS }, (_, i) => [`load keyword ${i}`, [{ url: `https://www.load-site-${i}.com/`, position: RANKS[i % RANKS.length]! }]]),
  );
  const serpApi = await startFakeSerpApi({ placements, delayMs: PROVIDER_DELAY_MS });
  const db = await startBenchDatabase();
  // Seeded before the app starts, so the connections counted below are the app's alone.
  const user = await signInAs(db.pool);
  for (let i = 0; i < 200; i += 1) {
    await saveCheck(db.pool, user.userId, { keyword: `seeded ${i % 20}`, rankPosition: 1 + (i % 60), checkedAt: new Date(Date.now() - i * 3_600_000) });
  }
  const ours = (await db.pool.query<{ pid: number }>(`select pid from pg_stat_activity where application_name = 'rank-checker'`)).rows.map((r) => r.pid);
  const app = await startAppProcess({
    SERP_PROVIDER: 'serpapi',
    SERPAPI_KEY: 'bench-key',
    SERPAPI_BASE_URL: serpApi.url,
    DATABASE_URL: db.url,
    TRUST_PROXY: 'true',
    JOBS_ENABLED: 'false',
    PORT: '3192',
  });
  const watcher = new pg.Client({ connectionString: db.url, application_name: 'bench-watcher' });
  await watcher.connect();
  try {
    let peakBusy = 0;
    let peakOpen = 0;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const { rows } = await watcher.query<{ open: number; busy: number }>(
          `select count(*)::int as open, (count(*) filter (where state <> 'idle'))::int as busy
             from pg_stat_activity
            where datname = current_database() and application_name = 'rank-checker' and pid <> all($1::int[])`,
          [ours],
        );
        peakOpen = Math.max(peakOpen, rows[0]?.open ?? 0);
        peakBusy = Math.max(peakBusy, rows[0]?.busy ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();

    const health = prober(`${app.url}/api/v1/health`);
    const history = prober(`${app.url}/api/v1/me/history`, { cookie: user.cookie });
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: CHECKS }, async (_, i) => {
        const begin = performance.now();
        const response = await fetch(`${app.url}/api/v1/rank-checks`, {
          method: 'POST',
          // Each check is another guest (its own address), so every one is allowed and none is cached.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ websiteUrl: `load-site-${i}.com`, keyword: `load keyword ${i}` }),
        });
        const body = (await response.json()) as { rank?: number };
        const expected = RANKS[i % RANKS.length];
        return { ms: performance.now() - begin, ok: response.ok && body.rank === expected };
      }),
    );
    const totalMs = performance.now() - started;
    const [healthFigures, historyFigures] = await Promise.all([health.stop(), history.stop()]);
    watching = false;
    await watch;

    const checkTimes = outcomes.map((o) => o.ms);
    const failedChecks = outcomes.filter((o) => !o.ok).length;
    const line = (name: string, f: Awaited<ReturnType<typeof health.stop>>) =>
      `${name.padEnd(30)} p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   max ${f.max.toFixed(0).padStart(5)} ms   (${f.requests} requests, ${f.errors} errors)`;
    await report(
      'check-load',
      [
        `${CHECKS} uncached checks at once (sites at ranks ${RANKS.join(', ')}), provider answering in ${PROVIDER_DELAY_MS} ms, app in its own process`,
        `checks: all done in ${(totalMs / 1000).toFixed(1)} s, each p50 ${(percentile(checkTimes, 50) / 1000).toFixed(1)} s, p99 ${(percentile(checkTimes, 99) / 1000).toFixed(1)} s, ${serpApi.requests.length} provider requests, ${failedChecks} wrong or failed`,
        line('GET /api/v1/health', healthFigures),
        line('GET /api/v1/me/history (signed in)', historyFigures),
        `database connections of the app: at most ${peakOpen} open, ${peakBusy} in use at once`,
        'target: p99 <= 100 ms and 0 errors for both while the checks run',
      ],
      {
        checks: CHECKS,
        providerDelayMs: PROVIDER_DELAY_MS,
        totalMs,
        checkP50Ms: percentile(checkTimes, 50),
        checkP99Ms: percentile(checkTimes, 99),
        providerRequests: serpApi.requests.length,
        failedChecks,
        health: healthFigures,
        history: historyFigures,
        peakConnectionsOpen: peakOpen,
        peakConnectionsBusy: peakBusy,
      },
    );
  } finally {
    await watcher.end();
    await app.stop();
    await db.stop();
    await serpApi.close();
  }
}

await main();
