// Wall time of one rank check for a site at rank 5, 45 and 95 when every provider request takes one
// second (SerpApi's typical answer time), with nothing cached. Naive sequential paging would take
// 1, 5 and 10 seconds.
import { startFakeSerpApi } from '../server/adapters/serp/testing/fake-serpapi-server';
import { startBenchDatabase } from './lib/bench-database';
import { createCheckRunner } from './lib/check-runner';
import { report } from './lib/report';

const PROVIDER_DELAY_MS = 1000;
const RANKS = [5, 45, 95];

async function main() {
  const placements = Object.fromEntries(
    RANKS.map((rank) => [`latency keyword ${rank}`, [{ url: `https://target-${rank}.example.com/`, position: rank }]]),
  );
  const serpApi = await startFakeSerpApi({ placements, delayMs: PROVIDER_DELAY_MS });
  const db = await startBenchDatabase();
  try {
    const run = createCheckRunner({ pool: db.pool, serpApiUrl: serpApi.url, cacheTtlSeconds: 3600 });
    const rows = [];
    for (const rank of RANKS) {
      const before = serpApi.requests.length;
      const started = performance.now();
      const result = await run({ site: `target-${rank}.example.com`, keyword: `latency keyword ${rank}`, competitors: [] });
      const ms = Math.round(performance.now() - started);
      if (result.rank !== rank) throw new Error(`expected rank ${rank}, got ${result.rank}`);
      rows.push({ rank, ms, requests: serpApi.requests.length - before });
    }
    await report(
      'check-latency',
      [
        `provider answer time: ${PROVIDER_DELAY_MS} ms per request, cache empty`,
        ...rows.map((r) => `rank ${String(r.rank).padStart(2)}: ${(r.ms / 1000).toFixed(2)} s, ${r.requests} provider requests`),
        `target: rank 95 within 4 s`,
      ],
      { providerDelayMs: PROVIDER_DELAY_MS, rows },
    );
  } finally {
    await db.stop();
    await serpApi.close();
  }
}

await main();
