// Hinted scans: a scheduled check knows where its site was last found, so its first wave reads through that
// depth in one round trip. Provider requests of hinted scans against unhinted ones and against the minimum
// (the requests that reach the site's position at each engine's usual page sizes), when the site is where it
// was and when it moved 15 places deeper, on the engines with the smallest pages. Every rank is checked.
import type { SearchEngine } from '../core/search/engines';
import { startFakeSerpApi, type Placement } from '../server/adapters/serp/testing/fake-serpapi-server';
import { startBenchDatabase } from './lib/bench-database';
import { createCheckRunner } from './lib/check-runner';
import { minimumRequests } from './lib/minimum-requests';
import { report } from './lib/report';

const ENGINES: SearchEngine[] = ['google', 'yahoo', 'duckduckgo'];
const LAST_RANKS = [3, 9, 14, 27, 45, 58, 73, 85];
const KEYWORDS_PER_RANK = 5;
const MOVED_BY = 15;

async function main() {
  const cases = LAST_RANKS.flatMap((last) =>
    Array.from({ length: KEYWORDS_PER_RANK }, (_, i) => ({ last, keyword: `hinted ${last} ${i}` })),
  );
  const placements: Record<string, Placement[]> = {};
  for (const c of cases) {
    placements[c.keyword] = [{ url: `https://www.hinted-site.com/${c.last}`, position: c.last }];
    placements[`${c.keyword} moved`] = [{ url: `https://www.hinted-site.com/${c.last}`, position: Math.min(100, c.last + MOVED_BY) }];
  }
  const serpApi = await startFakeSerpApi({ placements });
  const db = await startBenchDatabase();
  try {
    const run = createCheckRunner({ pool: db.pool, serpApiUrl: serpApi.url, cacheTtlSeconds: 0 });
    let wrong = 0;
    const requestsOf = async (engine: SearchEngine, keyword: string, expected: number, firstWaveUntil?: number) => {
      serpApi.reset();
      const result = await run({ site: 'hinted-site.com', keyword, competitors: [], engine, ...(firstWaveUntil ? { firstWaveUntil } : {}) });
      if (result.rank !== expected) wrong += 1;
      return serpApi.requests.length;
    };
    const rows = [];
    for (const engine of ENGINES) {
      const sum = { minimum: 0, unhinted: 0, hinted: 0, movedMinimum: 0, movedHinted: 0 };
      for (const c of cases) {
        const moved = Math.min(100, c.last + MOVED_BY);
        sum.minimum += minimumRequests(engine, c.last);
        sum.unhinted += await requestsOf(engine, c.keyword, c.last);
        sum.hinted += await requestsOf(engine, c.keyword, c.last, c.last);
        sum.movedMinimum += minimumRequests(engine, moved);
        sum.movedHinted += await requestsOf(engine, `${c.keyword} moved`, moved, c.last);
      }
      rows.push({ engine, ...sum });
    }
    await report(
      'hinted-scans',
      [
        `${cases.length} scheduled checks per engine, sites last found at #${LAST_RANKS.join(', #')}; requests (pages) in all`,
        'engine       minimum  unhinted  hinted (x min)   moved 15 deeper: minimum  hinted (x min)',
        ...rows.map(
          (r) =>
            `${r.engine.padEnd(11)} ${String(r.minimum).padStart(8)} ${String(r.unhinted).padStart(9)} ${String(r.hinted).padStart(7)} (${(r.hinted / r.minimum).toFixed(2)})` +
            `   ${String(r.movedMinimum).padStart(24)} ${String(r.movedHinted).padStart(7)} (${(r.movedHinted / r.movedMinimum).toFixed(2)})`,
        ),
        `ranks that differed from the placed truth: ${wrong}`,
      ],
      { cases: cases.length, lastRanks: LAST_RANKS, movedBy: MOVED_BY, rows, wrong },
    );
    if (wrong > 0) process.exitCode = 1;
  } finally {
    await db.stop();
    await serpApi.close();
  }
}

await main();
