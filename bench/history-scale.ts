// History at scale: p50/p99 of the reads a signed-in user makes — the first history page, a later page, a
// keyword's chart data, the dashboard statistics and a 90-day site report — with 10,000 checks in the table and
// again with 1,000,000 checks across 10,000 users. Measured in-process through the service functions against a
// real PostgreSQL, sequentially, over random users. Targets: p50 at most 20 ms at 1M and at most 2x the 10k p50.
import { addLocalDays, localDateOf, type LocalDate } from '../core/plans/local-day';
import type { Pool } from '../server/db/pool';
import { getDashboardStats } from '../server/services/history/get-dashboard-stats';
import { getHistoryPage } from '../server/services/history/get-history-page';
import { getKeywordSeries } from '../server/services/history/get-keyword-series';
import { getReport } from '../server/services/reports/get-report';
import { startBenchDatabase } from './lib/bench-database';
import { seedHistory } from './lib/history-seed';
import { report } from './lib/report';
import { percentile, prng, roundMs } from './lib/stats';

const SAMPLES = Number(process.env.HISTORY_BENCH_SAMPLES ?? 300);
const WARM_UP = 20;
const NOW = new Date('2026-11-20T12:00:00Z');
const TARGET_P50_MS = 20;
const TARGET_RATIO = 2;
const PAGE = { sort: 'checkedAt', order: 'desc', limit: 25 } as const;


const isoDay = ({ year, month, day }: LocalDate) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

interface BenchUser {
  id: string;
  timeZone: string;
  checks: number;
}

/** Times `run` SAMPLES times (after a warm-up), each with a fresh input from `prepare` (untimed). */
async function measure<T>(prepare: () => Promise<T>, run: (input: T) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const input = await prepare();
    const started = performance.now();
    await run(input);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return { p50: roundMs(percentile(times, 50)), p99: roundMs(percentile(times, 99)) };
}


type Figures = Record<string, { p50: number; p99: number }>;

async function measureAll(pool: Pool, seed: number): Promise<Figures> {
  const random = prng(seed);
  const { rows: users } = await pool.query<{ id: string; time_zone: string; checks: number }>(
    `select u.id, u.time_zone, (select count(*)::int from search_history h where h.user_id = u.id) as checks
       from users u where u.email like 'bench-%'`,
  );
  const all: BenchUser[] = users.map((u) => ({ id: u.id, timeZone: u.time_zone, checks: u.checks }));
  // A fourth page needs more than 75 checks.
  const paged = all.filter((u) => u.checks > 3 * PAGE.limit);
  const pick = (from: BenchUser[]) => from[Math.floor(random() * from.length)]!;
  const anyCheck = async (user: BenchUser) => {
    const { rows } = await pool.query<{ website_url: string; keyword: string; search_engine: string; location: string }>(
      `select website_url, keyword, search_engine, location from search_history where user_id = $1 order by random() limit 1`,
      [user.id],
    );
    return rows[0]!;
  };

  const figures: Figures = {};
  figures['first history page'] = await measure(
    async () => pick(all),
    (user) => getHistoryPage(pool, user.id, PAGE),
  );
  figures['4th history page (cursor)'] = await measure(
    async () => {
      const user = pick(paged);
      let cursor: string | undefined;
      for (let i = 0; i < 3; i += 1) cursor = (await getHistoryPage(pool, user.id, { ...PAGE, cursor })).nextCursor ?? undefined;
      return { user, cursor };
    },
    ({ user, cursor }) => getHistoryPage(pool, user.id, { ...PAGE, cursor }),
  );
  figures['keyword series'] = await measure(
    async () => {
      const user = pick(all);
      const check = await anyCheck(user);
      return { user, query: { site: check.website_url, keyword: check.keyword, engine: check.search_engine as 'google', location: check.location, device: 'desktop' as const } };
    },
    ({ user, query }) => getKeywordSeries(pool, user.id, query),
  );
  figures['dashboard stats'] = await measure(
    async () => pick(all),
    (user) => getDashboardStats(pool, user.id),
  );
  figures['90-day site report'] = await measure(
    async () => {
      const user = pick(all);
      const today = localDateOf(NOW, user.timeZone);
      return { user, request: { site: (await anyCheck(user)).website_url, from: isoDay(addLocalDays(today, -89)), to: isoDay(today) } };
    },
    ({ user, request }) => getReport(pool, user.id, request, NOW),
  );
  return figures;
}

async function main() {
  const db = await startBenchDatabase();
  try {
    const started = performance.now();
    const small = await seedHistory(db.pool, { firstUser: 1, lastUser: 100, now: NOW });
    const smallFigures = await measureAll(db.pool, 1);
    const seedStarted = performance.now();
    const grown = small + (await seedHistory(db.pool, { firstUser: 101, lastUser: 10_000, now: NOW }));
    const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
    const largeFigures = await measureAll(db.pool, 2);

    const rows = Object.keys(largeFigures).map((name) => {
      const s = smallFigures[name]!;
      const l = largeFigures[name]!;
      const ratio = Math.round((l.p50 / s.p50) * 100) / 100;
      return { name, small: s, large: l, ratio, met: l.p50 <= TARGET_P50_MS && ratio <= TARGET_RATIO };
    });
    const pad = (text: string | number, width: number) => String(text).padStart(width);
    await report(
      'history-scale',
      [
        `${small} checks (100 users), then ${grown} checks (10,000 users; seeded in ${seedSeconds} s); ${SAMPLES} samples each over random users`,
        `${'read'.padEnd(26)} ${pad('10k p50', 8)} ${pad('p99', 7)} ${pad('1M p50', 8)} ${pad('p99', 7)} ${pad('ratio', 6)}  target`,
        ...rows.map(
          (r) =>
            `${r.name.padEnd(26)} ${pad(r.small.p50.toFixed(2), 8)} ${pad(r.small.p99.toFixed(2), 7)} ${pad(r.large.p50.toFixed(2), 8)} ${pad(r.large.p99.toFixed(2), 7)} ${pad(r.ratio.toFixed(2), 6)}  ${r.met ? 'met' : 'MISSED'}`,
        ),
        `times in ms; target: 1M p50 <= ${TARGET_P50_MS} ms and <= ${TARGET_RATIO}x the 10k p50; total run ${Math.round((performance.now() - started) / 1000)} s`,
      ],
      { samples: SAMPLES, smallChecks: small, largeChecks: grown, users: 10_000, targetP50Ms: TARGET_P50_MS, targetRatio: TARGET_RATIO, rows },
    );
  } finally {
    await db.stop();
  }
}

await main();
