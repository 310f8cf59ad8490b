// Notifications at scale, and what alerts cost a saved check.
// 1. The bell's reads — the panel's list (50), the unread-only list and the unread count — p50/p99 with
//    1,000,000 notifications across 10,000 users, over random users. Target: p50 at most 5 ms.
// 2. The time the alert rules (and what else a saved check sets off) add to saving a check: the effects alone,
//    in a transaction that is rolled back, against the whole save — for users with the default rules and a
//    year of history. Measured in-process through the service functions against a real PostgreSQL.
import type { CheckFacts } from '../core/alerts/alert-event';
import type { Pool } from '../server/db/pool';
import { selectPreviousChecks } from '../server/db/queries/previous-checks';
import { createAlertSenders } from '../server/services/alerts/alert-senders';
import { recordUserCheck } from '../server/services/rank-check/record-user-check';
import { runSavedCheckEffects } from '../server/services/rank-check/saved-check-effects';
import { listNotifications, unreadNotificationCount } from '../server/services/notifications/notifications';
import { normalizeRankCheckRequest } from '../server/services/rank-check/normalize-request';
import type { ScannedRankCheck } from '../server/services/rank-check/run-rank-check';
import { startBenchDatabase } from './lib/bench-database';
import { seedHistory } from './lib/history-seed';
import { report } from './lib/report';
import { percentile, prng, roundMs } from './lib/stats';

const SAMPLES = Number(process.env.NOTIFICATIONS_BENCH_SAMPLES ?? 500);
const WARM_UP = 30;
const USERS = 10_000;
const TARGET_P50_MS = 5;
const NOW = new Date('2026-11-20T12:00:00Z');
const quietLogger = { error: (obj: unknown) => console.error(obj) };


/**
 * 10,000 users with 20 to 420 notifications each (skewed; about 100 on average, 1,000,000 in all) over the
 * last year, inserted in time order across users as real traffic writes them. The newest 0-14 of each user's
 * are unread, as a user who opens the panel now and then leaves them.
 */
async function seedNotifications(pool: Pool): Promise<number> {
  await pool.query(
    `insert into users (email, email_verified_at, time_zone)
     select 'bell-' || n || '@example.com', now(), 'UTC' from generate_series(1, $1::int) n`,
    [USERS],
  );
  const { rowCount } = await pool.query(
    `insert into notifications (user_id, type, title, message, keyword, website_url, rank_position, rank_change,
                                search_engine, location, device, read, read_at, created_at)
     select u.id,
            (array['rank_change', 'rank_change', 'rank_change', 'milestone', 'achievement', 'info'])[1 + (c.j % 6)],
            'Ranking improved', '“keyword ' || c.j % 40 || '” for site-' || c.n || '.example.com moved up 3 to #' || (1 + c.j % 90) || '.',
            'keyword ' || c.j % 40, 'site-' || c.n || '.example.com', 1 + c.j % 90, 3, 'google', 'us', 'desktop',
            c.j <= c.cnt - c.n % 15, case when c.j <= c.cnt - c.n % 15 then c.created_at end, c.created_at
       from (
         select n, j, cnt, $2::timestamptz - ((cnt - j) * 365.0 / cnt) * interval '1 day' - random() * interval '6 hours' as created_at
           from generate_series(1, $1::int) n
          cross join lateral (select (20 + floor(400 * power((n % 100) / 99.0, 4)))::int as cnt) per_user
          cross join lateral generate_series(1, cnt) j
       ) c
       join users u on u.email = 'bell-' || c.n || '@example.com'
      order by c.created_at`,
    [USERS, NOW],
  );
  await pool.query('vacuum analyze users');
  await pool.query('vacuum analyze notifications');
  return rowCount ?? 0;
}

async function measure<T>(prepare: () => Promise<T> | T, run: (input: T) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const input = await prepare();
    const started = performance.now();
    await run(input);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return { p50: roundMs(percentile(times, 50)), p99: roundMs(percentile(times, 99)) };
}

async function measureBell(pool: Pool) {
  const random = prng(7);
  const { rows } = await pool.query<{ id: string }>(`select id from users where email like 'bell-%'`);
  const pick = () => rows[Math.floor(random() * rows.length)]!.id;
  return {
    'panel list (50)': await measure(pick, (userId) => listNotifications(pool, userId, 50, false)),
    'unread only (50)': await measure(pick, (userId) => listNotifications(pool, userId, 50, true)),
    'unread count': await measure(pick, (userId) => unreadNotificationCount(pool, userId)),
  };
}

/** A check of one of the user's tracked queries at a new random rank, as the scan would hand it over. */
async function nextCheck(pool: Pool, userId: string, random: () => number) {
  const { rows } = await pool.query<{ website_url: string; keyword: string; search_engine: string; location: string }>(
    `select website_url, keyword, search_engine, location from search_history where user_id = $1 order by random() limit 1`,
    [userId],
  );
  const q = rows[0]!;
  const input = normalizeRankCheckRequest({
    websiteUrl: q.website_url,
    keyword: q.keyword,
    location: q.location as 'us',
    searchEngine: q.search_engine as 'google',
    device: 'desktop',
  });
  const rank = random() < 0.2 ? 0 : 1 + Math.floor(random() * 100);
  const result: ScannedRankCheck = {
    rank,
    page: rank === 0 ? 0 : Math.ceil(rank / 10),
    type: rank === 0 ? 'not found' : 'organic',
    matchedUrl: rank === 0 ? null : `https://${q.website_url}/page-${rank % 3}`,
    otherPositions: [],
    checkedAt: NOW.toISOString(),
    source: 'serpapi',
    simulated: false,
    pagesScanned: 10,
    resultsScanned: 100,
    keyword: input.keyword,
    websiteUrl: input.websiteUrl,
    location: input.location,
    searchEngine: input.engine,
    device: input.device,
    locationTargeting: { level: 'country', note: null },
    competitors: [],
  };
  return { userId, input, result };
}

async function measureSavedCheck(pool: Pool) {
  const random = prng(11);
  await seedHistory(pool, { firstUser: 1, lastUser: 200, now: NOW });
  const { rows } = await pool.query<{ id: string }>(`select id from users where email like 'bench-%'`);
  // Pro users: no daily allowance stops the run.
  await pool.query(
    `insert into user_plans (user_id, plan_type, subscription_status, updated_at) select id, 'pro', 'active', now() from users where email like 'bench-%'`,
  );
  const effects = { alertSenders: createAlertSenders({ jobSchema: 'graphile_worker' }), logger: quietLogger };
  const pick = () => rows[Math.floor(random() * rows.length)]!.id;

  const effectsAlone = await measure(
    async () => {
      const check = await nextCheck(pool, pick(), random);
      const key = { websiteUrl: check.input.website.display, keyword: check.input.keyword, searchEngine: check.input.engine, location: check.input.location, device: check.input.device };
      const previous = await selectPreviousChecks(pool, check.userId, key);
      const facts: CheckFacts = {
        query: key,
        rank: check.result.rank,
        matchedUrl: check.result.matchedUrl,
        competitors: [],
        previous: previous.latest,
        previousPositive: previous.latestPositive,
      };
      return { userId: check.userId, facts };
    },
    // Rolled back, so every sample sees the same history and cooldowns.
    async ({ userId, facts }) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        // With the check's own details, so the webhook events' read of subscribed endpoints is measured too.
        await runSavedCheckEffects(client, effects, userId, facts, NOW, { checkId: '1', page: 1, checkedAt: NOW, scheduled: false, simulated: false });
      } finally {
        await client.query('rollback');
        client.release();
      }
    },
  );
  const wholeSave = await measure(
    () => nextCheck(pool, pick(), random),
    (check) => recordUserCheck(pool, check, NOW, effects),
  );
  return { effectsAlone, wholeSave };
}

async function main() {
  const db = await startBenchDatabase();
  try {
    const started = performance.now();
    const seeded = await seedNotifications(db.pool);
    const seedSeconds = Math.round((performance.now() - started) / 1000);
    const bell = await measureBell(db.pool);
    const { effectsAlone, wholeSave } = await measureSavedCheck(db.pool);
    const rows = Object.entries(bell).map(([name, f]) => ({ name, ...f, met: f.p50 <= TARGET_P50_MS }));
    const share = Math.round((effectsAlone.p50 / wholeSave.p50) * 100);
    await report(
      'notifications-scale',
      [
        `${seeded} notifications across ${USERS} users (seeded in ${seedSeconds} s); ${SAMPLES} samples each over random users`,
        `${'read'.padEnd(20)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  target p50 <= ${TARGET_P50_MS} ms`,
        ...rows.map((r) => `${r.name.padEnd(20)} ${r.p50.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)}  ${r.met ? 'met' : 'MISSED'}`),
        `saved check, whole (history, allowance, alerts): p50 ${wholeSave.p50} ms, p99 ${wholeSave.p99} ms`,
        `of which alert rules and other effects:        p50 ${effectsAlone.p50} ms, p99 ${effectsAlone.p99} ms (${share}% of the p50)`,
        `times in ms; total run ${Math.round((performance.now() - started) / 1000)} s`,
      ],
      { samples: SAMPLES, notifications: seeded, users: USERS, targetP50Ms: TARGET_P50_MS, rows, savedCheck: { wholeSave, effectsAlone, sharePercent: share } },
    );
    if (rows.some((r) => !r.met)) process.exitCode = 1;
  } finally {
    await db.stop();
  }
}

await main();
