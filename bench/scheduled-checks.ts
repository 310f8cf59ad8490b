// Scheduled checks at scale: 5,000 schedules due at once across 1,000 users over 500 distinct queries, run by
// two worker processes against a local server speaking SerpApi's wire format that answers in 150 ms and
// allows 20 requests a second (429 beyond). One worker is killed with SIGKILL mid-run. Printed: time to finish
// against the ideal (requests needed ÷ 20/s), provider requests against a naive tracker's, 429s, slots run
// twice (must be 0), slots lost (must be 0) and how long runs waited.
//
// `npm run bench -- scheduled-checks`; BENCH_SCHEDULES scales it down (e.g. 1000) for a quick look.
import { spawn, type ChildProcess } from 'node:child_process';
import { Logger, run, runMigrations } from 'graphile-worker';
import { createSerpApiProvider } from '../server/adapters/serp/serpapi/create-serpapi-provider';
import { startFakeSerpApi, type Placement } from '../server/adapters/serp/testing/fake-serpapi-server';
import type { Pool } from '../server/db/pool';
import { addJob } from '../server/db/queries/jobs';
import { DISPATCH_SCHEDULED_CHECKS } from '../server/jobs/scheduled-check-jobs';
import { scheduledCheckTaskList } from '../server/jobs/scheduled-check-tasks';
import { createJobPool } from '../server/jobs/start-job-runner';
import { startBenchDatabase } from './lib/bench-database';
import { median, report } from './lib/report';

const SCHEDULES = Number(process.env.BENCH_SCHEDULES ?? 5000);
const USERS = Math.max(1, Math.round(SCHEDULES / 5));
const QUERIES = Math.max(1, Math.round(SCHEDULES / 10));
const PROVIDER_PER_SECOND = 20;
const PROVIDER_LATENCY_MS = 150;
/** Ours a little under the provider's, as an operator would set SERP_RATE_LIMIT_PER_HOUR. */
const OUR_PER_HOUR = 19 * 3600;
const RUN_LEASE_MS = 15_000;
/** The dispatcher's cron pass (every minute in production), shortened so recovery shows within the bench. */
const DISPATCH_EVERY_MS = 5_000;
const KILL_AT_SHARE = 0.4;
const SCHEMA = 'graphile_worker';

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Where tracked sites sit: half on page one, most within 40, some deeper, some not in the top 100 (0). */
function drawRank(random: () => number): number {
  const r = random();
  if (r < 0.5) return 1 + Math.floor(random() * 10);
  if (r < 0.8) return 11 + Math.floor(random() * 30);
  if (r < 0.92) return 41 + Math.floor(random() * 60);
  return 0;
}

/**
 * Google requests one scan makes to find every target at `ranks` (decision 001's waves: page one, then to 40,
 * then to 100); a target not found (0) needs the whole top 100.
 */
function pagesFor(ranks: readonly number[]): number {
  if (ranks.includes(0)) return 10;
  const deepest = Math.max(...ranks);
  return deepest <= 10 ? 1 : deepest <= 40 ? 4 : 10;
}

interface Schedule { userIndex: number; keyword: string; site: string; competitors: string[]; ranks: number[] }

function buildWorkload() {
  const random = prng(13);
  const placements: Record<string, Placement[]> = {};
  const schedules: Schedule[] = [];
  for (let q = 0; q < QUERIES; q++) {
    const keyword = `scheduled bench query ${q}`;
    const sites = Array.from({ length: 12 }, (_, i) => ({ site: `sched-${q}-${i}.com`, rank: drawRank(random) }));
    const used = new Set<number>();
    placements[keyword] = [];
    for (const { site, rank } of sites) {
      if (rank === 0 || used.has(rank)) continue;
      used.add(rank);
      placements[keyword].push({ url: `https://www.${site}/page`, position: rank });
    }
    const rankOf = (site: string) => placements[keyword]?.find((p) => p.url.includes(`//www.${site}/`))?.position ?? 0;
    const perQuery = Math.round(SCHEDULES / QUERIES);
    for (let k = 0; k < perQuery && schedules.length < SCHEDULES; k++) {
      const site = sites[k % sites.length]?.site ?? '';
      const competitors = random() < 0.5 ? [] : [sites[(k + 3) % sites.length]?.site ?? ''];
      // Users track many queries each, never one query twice.
      schedules.push({ userIndex: (q * perQuery + k) % USERS, keyword, site, competitors, ranks: [site, ...competitors].map(rankOf) });
    }
  }
  return { placements, schedules };
}

/** A worker process: graphile-worker with the scheduled-check tasks, as the app's job runner runs them. */
async function worker(databaseUrl: string, serpApiUrl: string): Promise<void> {
  const quiet = { error: (obj: unknown, message: string) => console.error(message, obj), warn: () => undefined, info: () => undefined, debug: () => undefined };
  const pool = createJobPool(databaseUrl, quiet);
  const provider = createSerpApiProvider({ apiKey: 'bench-key', baseUrl: serpApiUrl, timeoutMs: 10_000 });
  await run({
    pgPool: pool,
    schema: SCHEMA,
    concurrency: 2,
    noHandleSignals: false,
    pollInterval: 500,
    logger: new Logger(() => () => undefined),
    taskList: scheduledCheckTaskList({
      pool,
      jobSchema: SCHEMA,
      logger: quiet,
      now: () => new Date(),
      options: {
        provider,
        serp: { cacheTtlSeconds: 3600, timeoutMs: 10_000, maxConcurrentRequests: 32, baiduLinkBaseUrl: 'http://127.0.0.1:9', rateLimitPerHour: OUR_PER_HOUR, monthlyBudget: undefined },
        userAgent: 'RankChecker/bench',
        runLeaseMs: RUN_LEASE_MS,
      },
    }),
  });
}

/** The provider's limit: a bucket of 20 refilled at 20 a second; a request finding it empty is answered 429. */
function providerLimit() {
  let tokens = PROVIDER_PER_SECOND;
  let at = Date.now();
  const counts = { ok: 0, tooMany: 0 };
  return {
    counts,
    respond: () => {
      const now = Date.now();
      tokens = Math.min(PROVIDER_PER_SECOND, tokens + ((now - at) / 1000) * PROVIDER_PER_SECOND);
      at = now;
      if (tokens < 1) {
        counts.tooMany += 1;
        return { status: 429, body: { error: 'Too many requests for this hour.' } };
      }
      tokens -= 1;
      counts.ok += 1;
      return undefined;
    },
  };
}

async function seed(pool: Pool, schedules: Schedule[], dueAt: Date): Promise<void> {
  const users = await pool.query<{ id: string }>(
    `insert into users (email, email_verified_at) select 'bench-' || i || '@example.com', now() from generate_series(1, $1) i returning id`,
    [USERS],
  );
  const ids = users.rows.map((row) => row.id);
  await pool.query(
    `insert into user_plans (user_id, plan_type, subscription_status, updated_at) select unnest($1::uuid[]), 'pro', 'active', now()`,
    [ids],
  );
  await pool.query(
    `insert into scheduled_checks (user_id, website_url, keyword, keyword_key, competitor_urls, interval_type, next_check_at, created_at, updated_at)
     select s.user_id, s.site, s.keyword, lower(s.keyword), case when s.competitor = '' then '{}'::text[] else array[s.competitor] end, 'daily', $5, $5, $5
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as s(user_id, site, keyword, competitor)`,
    [schedules.map((s) => ids[s.userIndex]), schedules.map((s) => s.site), schedules.map((s) => s.keyword), schedules.map((s) => s.competitors[0] ?? ''), dueAt],
  );
}

async function main() {
  const { placements, schedules } = buildWorkload();
  const limit = providerLimit();
  const serpApi = await startFakeSerpApi({ placements, delayMs: PROVIDER_LATENCY_MS, respond: limit.respond });
  const db = await startBenchDatabase();
  const workers: ChildProcess[] = [];
  let ticker: NodeJS.Timeout | undefined;
  try {
    const jobPool = createJobPool(db.url, { error: () => undefined });
    await runMigrations({ pgPool: jobPool, schema: SCHEMA, logger: new Logger(() => () => undefined) }).finally(() => jobPool.end());
    await seed(db.pool, schedules, new Date(Date.now() - 60_000));
    const spawnWorker = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'bench/scheduled-checks.ts', '--worker', db.url, serpApi.url], { stdio: ['ignore', 'inherit', 'inherit'] });
      workers.push(child);
      return child;
    };
    const [doomed] = [spawnWorker(), spawnWorker()];
    const started = Date.now();
    const dispatch = () => addJob(db.pool, SCHEMA, DISPATCH_SCHEDULED_CHECKS, {}, { maxAttempts: 3, jobKey: 'bench-dispatch-tick' });
    await dispatch();
    ticker = setInterval(() => void dispatch().catch(() => undefined), DISPATCH_EVERY_MS);

    let killedAt: number | undefined;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { rows } = await db.pool.query<{ done: number; open: number }>(
        `select count(*) filter (where status in ('succeeded', 'failed', 'skipped'))::int as done,
                count(*) filter (where status in ('queued', 'running'))::int as open
           from scheduled_check_runs`,
      );
      const { done = 0, open = 0 } = rows[0] ?? {};
      if (killedAt === undefined && done >= SCHEDULES * KILL_AT_SHARE) {
        doomed?.kill('SIGKILL');
        killedAt = Date.now() - started;
      }
      if (done >= SCHEDULES && open === 0) break;
      if (Date.now() - started > 30 * 60_000) throw new Error(`not finished after 30 minutes: ${done} done, ${open} open`);
    }
    const seconds = (Date.now() - started) / 1000;

    const outcome = await db.pool.query<{ status: string; n: number }>('select status, count(*)::int as n from scheduled_check_runs group by status');
    const perSchedule = await db.pool.query<{ runs: number; saved: number; n: number }>(
      `select runs, saved, count(*)::int as n from (
         select s.id, count(distinct r.id)::int as runs, count(distinct h.id)::int as saved
           from scheduled_checks s
           left join scheduled_check_runs r on r.schedule_id = s.id
           left join search_history h on h.user_id = s.user_id and h.keyword = s.keyword and h.website_url = s.website_url and h.scheduled
          group by s.id) x group by runs, saved`,
    );
    const duplicates = perSchedule.rows.filter((row) => row.runs > 1 || row.saved > 1).reduce((n, row) => n + row.n, 0);
    const lost = perSchedule.rows.filter((row) => row.saved === 0).reduce((n, row) => n + row.n, 0);
    const wrong = await db.pool.query<{ n: number }>(
      `select count(*)::int as n
         from scheduled_check_runs r join scheduled_checks s on s.id = r.schedule_id
         join unnest($1::text[], $2::text[], $3::int[]) as t(keyword, site, rank) on t.keyword = s.keyword and t.site = s.website_url
        where r.status = 'succeeded' and r.rank_position <> t.rank`,
      [schedules.map((s) => s.keyword), schedules.map((s) => s.site), schedules.map((s) => s.ranks[0] ?? 0)],
    );
    const waits = await db.pool.query<{ ms: number }>(`select extract(epoch from finished_at - $1::timestamptz) * 1000 as ms from scheduled_check_runs where finished_at is not null`, [new Date(started)]);
    const waitMs = waits.rows.map((row) => Number(row.ms)).sort((a, b) => a - b);

    // Requests needed: one scan per query, as deep as its deepest target; naive: every target of every schedule
    // scanned alone through the top 100 (10 Google pages), as trackers that check keyword by keyword do.
    const byQuery = new Map<string, number[]>();
    for (const s of schedules) byQuery.set(s.keyword, [...(byQuery.get(s.keyword) ?? []), ...s.ranks]);
    const needed = [...byQuery.values()].reduce((n, ranks) => n + pagesFor(ranks), 0);
    const naive = schedules.reduce((n, s) => n + 10 * s.ranks.length, 0);
    const oneByOne = schedules.reduce((n, s) => n + pagesFor(s.ranks), 0);
    const ideal = needed / PROVIDER_PER_SECOND;
    const statuses = Object.fromEntries(outcome.rows.map((row) => [row.status, row.n]));

    await report(
      'scheduled-checks',
      [
        `workload: ${schedules.length} schedules due at once, ${USERS} users, ${QUERIES} queries; 2 worker processes; provider ${PROVIDER_PER_SECOND}/s (429 beyond), ${PROVIDER_LATENCY_MS} ms a request; SERP_RATE_LIMIT_PER_HOUR=${OUR_PER_HOUR}`,
        `finished in ${seconds.toFixed(1)} s; ideal ${ideal.toFixed(1)} s (${needed} requests needed ÷ ${PROVIDER_PER_SECOND}/s): ${(seconds / ideal).toFixed(2)}× ideal; ${(schedules.length / seconds).toFixed(1)} runs/s`,
        `provider requests answered: ${limit.counts.ok} (needed ${needed}; checked one by one ${oneByOne}; naive tracker ${naive}: ${(limit.counts.ok / naive).toFixed(3)} of naive); 429s: ${limit.counts.tooMany}`,
        `runs: ${JSON.stringify(statuses)}; ranks that differ from the placed truth: ${wrong.rows[0]?.n ?? 0}`,
        `worker killed with SIGKILL at ${((killedAt ?? 0) / 1000).toFixed(1)} s (${Math.round(KILL_AT_SHARE * 100)}% done); its runs taken up after the ${RUN_LEASE_MS / 1000} s lease`,
        `slots run twice: ${duplicates} (must be 0); slots lost: ${lost} (must be 0)`,
        `time from due to saved: median ${(median(waitMs) / 1000).toFixed(1)} s, p95 ${((waitMs[Math.floor(waitMs.length * 0.95)] ?? 0) / 1000).toFixed(1)} s, last ${((waitMs.at(-1) ?? 0) / 1000).toFixed(1)} s`,
      ],
      {
        schedules: schedules.length,
        users: USERS,
        queries: QUERIES,
        providerPerSecond: PROVIDER_PER_SECOND,
        providerLatencyMs: PROVIDER_LATENCY_MS,
        ourPerHour: OUR_PER_HOUR,
        seconds,
        idealSeconds: ideal,
        requestsNeeded: needed,
        providerRequests: limit.counts.ok,
        oneByOneRequests: oneByOne,
        naiveRequests: naive,
        tooManyRequests: limit.counts.tooMany,
        statuses,
        wrongRanks: wrong.rows[0]?.n ?? 0,
        killedAtSeconds: (killedAt ?? 0) / 1000,
        duplicates,
        lost,
        waitMedianMs: median(waitMs),
        waitP95Ms: waitMs[Math.floor(waitMs.length * 0.95)] ?? 0,
      },
    );
    if (duplicates > 0 || lost > 0) process.exitCode = 1;
  } finally {
    if (ticker) clearInterval(ticker);
    await Promise.all(
      workers.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await db.stop();
    await serpApi.close();
  }
}

if (process.argv[2] === '--worker') await worker(process.argv[3] ?? '', process.argv[4] ?? '');
else await main();
