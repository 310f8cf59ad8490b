// The tracking workspace at agency scale: p50/p99 of the reads the sites pages make — the sites list, a site's
// summary, its keyword table's first page (by keyword; sorted by change; filtered by tag and sorted by change;
// the movers), "select all" ids and a 90-day visibility series — for one account with 10,000 tracked queries
// (20 sites × 125 keywords × Google and Bing × desktop and mobile) over 1,000,000 checks (100 days of daily
// checks). Measured in-process through the service functions against a real PostgreSQL, sequentially, over
// random sites. Target: p50 at most 30 ms and p99 at most 100 ms.
import { DEFAULT_TRACKING_LIMITS } from '../core/plans/tracking-limits';
import type { KeywordTableQuery } from '../contracts/tracking';
import { keywordTableQuerySchema } from '../contracts/tracking';
import { getKeywordTable, getMatchingIds } from '../server/services/tracking/get-keyword-table';
import { getHistoryPage } from '../server/services/history/get-history-page';
import { getSite, listSites } from '../server/services/tracking/get-sites';
import { getVisibilitySeries } from '../server/services/tracking/visibility-series';
import { startBenchDatabase } from './lib/bench-database';
import { report } from './lib/report';
import { percentile, prng, roundMs } from './lib/stats';
import { seedTracking } from './lib/tracking-seed';

const SAMPLES = Number(process.env.TRACKING_BENCH_SAMPLES ?? 200);
const WARM_UP = 20;
const NOW = new Date('2026-11-20T12:00:00Z');
const SITES = 20;
const KEYWORDS = 125;
const DAYS = 100;
const TARGET_P50_MS = 30;
const TARGET_P99_MS = 100;

async function measure(run: (site: string) => Promise<unknown>, random: () => number): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const site = `client-${1 + Math.floor(random() * SITES)}.example.com`;
    const started = performance.now();
    await run(site);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return { p50: roundMs(percentile(times, 50)), p99: roundMs(percentile(times, 99)) };
}

const table = (query: Partial<Record<keyof KeywordTableQuery, string>>) => keywordTableQuerySchema.parse(query);

async function main() {
  const db = await startBenchDatabase();
  try {
    const started = performance.now();
    const { rows } = await db.pool.query<{ id: string }>(`insert into users (email, email_verified_at, time_zone) values ('agency@example.com', now(), 'Europe/London') returning id`);
    const userId = rows[0]!.id;
    const seeded = await seedTracking(db.pool, { userId, sites: SITES, keywords: KEYWORDS, days: DAYS, now: NOW });
    await db.pool.query('vacuum analyze');
    const seedSeconds = Math.round((performance.now() - started) / 1000);
    const random = prng(7);
    // The reads have the target; the 500-row page (a page size offered in the table) is printed beside them.
    const reads: [string, (site: string) => Promise<unknown>, boolean?][] = [
      ['sites list (20 sites)', () => listSites({ db: db.pool, limits: DEFAULT_TRACKING_LIMITS }, userId, '7', NOW)],
      ['site summary and facets', (site) => getSite(db.pool, userId, site, '7', NOW)],
      ['table, first 100 by keyword', (site) => getKeywordTable(db.pool, userId, site, table({}), NOW)],
      ['table, sorted by change', (site) => getKeywordTable(db.pool, userId, site, table({ sort: 'change', order: 'desc' }), NOW)],
      ['table, tag filter + change', (site) => getKeywordTable(db.pool, userId, site, table({ tags: 'product', sort: 'change', order: 'desc' }), NOW)],
      ['table, movers down, 30 days', (site) => getKeywordTable(db.pool, userId, site, table({ movers: 'down', compare: '30', sort: 'change' }), NOW)],
      ['table, 500 rows', (site) => getKeywordTable(db.pool, userId, site, table({ limit: '500' }), NOW), false],
      ['select all ids', (site) => getMatchingIds(db.pool, userId, site, table({}), NOW)],
      ['visibility, 90 days', (site) => getVisibilitySeries(db.pool, userId, site, { days: 90 }, NOW)],
      ['history, tag filter, page 1', () => getHistoryPage(db.pool, userId, { tag: 'product', sort: 'checkedAt', order: 'desc', limit: 25 }), false],
      ['history, site + tag, page 1', (site) => getHistoryPage(db.pool, userId, { site, tag: 'product', sort: 'checkedAt', order: 'desc', limit: 25 }), false],
    ];
    const figures = [];
    for (const [name, run, targeted = true] of reads) figures.push({ name, ...(await measure(run, random)), targeted, met: false });
    for (const figure of figures) figure.met = figure.p50 <= TARGET_P50_MS && figure.p99 <= TARGET_P99_MS;
    const pad = (text: string | number, width: number) => String(text).padStart(width);
    await report(
      'tracking-scale',
      [
        `${seeded.queries.toLocaleString('en-US')} tracked queries (${SITES} sites of ${KEYWORDS * 4}), ${seeded.checks.toLocaleString('en-US')} checks, seeded in ${seedSeconds} s; ${SAMPLES} samples each over random sites`,
        `${'read'.padEnd(30)} ${pad('p50', 7)} ${pad('p99', 7)}  target`,
        ...figures.map((f) => `${f.name.padEnd(30)} ${pad(f.p50.toFixed(2), 7)} ${pad(f.p99.toFixed(2), 7)}  ${!f.targeted ? '(no target)' : f.met ? 'met' : 'MISSED'}`),
        `times in ms; target p50 <= ${TARGET_P50_MS} ms, p99 <= ${TARGET_P99_MS} ms; total run ${Math.round((performance.now() - started) / 1000)} s`,
      ],
      { samples: SAMPLES, queries: seeded.queries, checks: seeded.checks, targetP50Ms: TARGET_P50_MS, targetP99Ms: TARGET_P99_MS, figures },
    );
  } finally {
    await db.stop();
  }
}

await main();
