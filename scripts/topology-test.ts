// npm run test:topology — the production topology on one machine (decision 027): Debian's PostgreSQL server as the
// external database, two web-only processes and one job process, as an operator runs them. It checks that a session
// made on one web process works on the other, that a scheduled check started on one runs exactly once, that killing
// the job process mid-run loses and duplicates nothing (another takes the run up), and that /metrics on each parses
// as Prometheus text and counts the checks made. Needs `apt-get install postgresql-15`; about two minutes.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { startFakeSerpApi } from '../server/adapters/serp/testing/fake-serpapi-server';
import { freePort } from '../server/db/embedded/ports';
import { createPool } from '../server/db/pool';
import { upsertUserPlan } from '../server/db/queries/user-plans';
import { startAppProcess, type AppProcess } from '../server/testing/app-process';
import { createTestUser } from '../server/testing/auth-fixtures';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const TOKEN = 'topology-metrics-token-0123456789';
const KEYWORD = 'topology oak table';
const SITE = 'topology-site.example';

function step(message: string): void {
  console.log(`[topology] ${message}`);
}

function fail(message: string): never {
  throw new Error(message);
}

/** Waits for `probe` to answer something other than undefined, asking every half second, up to `ms`. */
async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) fail(`gave up waiting for ${what} after ${ms / 1000} s`);
    await sleep(500);
  }
}

/** Debian's PostgreSQL in a throw-away cluster, as the `postgres` user when we are root (it refuses root). */
async function startDebianPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync(path.join(PG_BIN, 'postgres'))) fail(`Debian's PostgreSQL is not installed (${PG_BIN}): apt-get install postgresql-15`);
  const dir = await mkdtemp(path.join(tmpdir(), 'rank-checker-topology-pg-'));
  const root = userInfo().uid === 0;
  const as: SpawnOptions = root ? { uid: Number(await idOf('-u')), gid: Number(await idOf('-g')) } : {};
  if (root) await chown(dir, as.uid!, as.gid!);
  const run = (bin: string, args: string[]) =>
    new Promise<ChildProcess>((resolve, reject) => {
      // The server's own log is left out: graphile-worker's first look for its tables logs an ERROR that is none.
      const child = spawn(path.join(PG_BIN, bin), args, { ...as, stdio: ['ignore', 'ignore', bin === 'postgres' ? 'ignore' : 'inherit'] });
      child.once('spawn', () => resolve(child)).once('error', reject);
    });
  const initdb = await run('initdb', ['-D', path.join(dir, 'data'), '--auth=trust', '-U', 'postgres', '--no-sync']);
  const code = await new Promise<number | null>((resolve) => initdb.once('exit', (exitCode) => resolve(exitCode)));
  if (code !== 0) fail(`initdb exited ${code}`);
  const port = await freePort();
  const server = await run('postgres', ['-D', path.join(dir, 'data'), '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-k', dir, '-c', 'max_connections=200']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = createPool(url, { error: () => undefined }, { max: 1 });
  await until('PostgreSQL to accept connections', 30_000, () => admin.query('select 1').then(() => true, () => undefined));
  await admin.query('create database rank_checker');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/rank_checker`,
    async stop() {
      server.kill('SIGINT');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function idOf(flag: '-u' | '-g'): Promise<string> {
  const child = spawn('id', [flag, 'postgres']);
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  if (!/^\d+\s*$/.test(out)) fail('no `postgres` user (it comes with the postgresql-15 package)');
  return out.trim();
}

/** A scrape of /metrics, parsed: the families by name. */
async function scrape(app: AppProcess) {
  const response = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  if (!response.ok) fail(`${app.baseUrl}/metrics answered ${response.status}`);
  return new Map(parsePrometheusTextFormat(await response.text()).map((family) => [family.name, family]));
}

const checksCounted = (families: Awaited<ReturnType<typeof scrape>>) =>
  (families.get('rank_checker_rank_checks_total')?.metrics ?? []).reduce((sum, metric) => sum + Number(metric.value ?? 0), 0);

async function main(): Promise<void> {
  const started = Date.now();
  const database = await startDebianPostgres();
  step(`Debian PostgreSQL 15 at ${database.url}`);
  // Every page takes a while to come, so a check is still running when its job process is killed.
  const serp = await startFakeSerpApi({ delayMs: 1_500, placements: { [KEYWORD]: [{ url: `https://${SITE}/`, position: 14 }] } });
  const appUrl = `http://localhost:${await freePort()}`;
  const env = {
    DATABASE_URL: database.url,
    APP_URL: appUrl,
    SESSION_SECRET: 'topology-session-secret-0123456789abcdef',
    SERP_PROVIDER: 'serpapi',
    SERPAPI_KEY: 'topology-key',
    SERPAPI_BASE_URL: serp.url,
    METRICS_TOKEN: TOKEN,
    WEB_DIST_DIR: '/nonexistent-web-build',
    SCHEDULED_RUN_LEASE_SECONDS: '30',
  };
  const processes: AppProcess[] = [];
  const pool = createPool(database.url, { error: () => undefined }, { max: 2 });
  try {
    const web1 = await startAppProcess({ ...env, PROCESS_ROLE: 'web' });
    const web2 = await startAppProcess({ ...env, PROCESS_ROLE: 'web' });
    let jobs = await startAppProcess({ ...env, PROCESS_ROLE: 'jobs' });
    processes.push(web1, web2, jobs);
    step(`web ${web1.baseUrl} and ${web2.baseUrl}, jobs ${jobs.baseUrl}`);

    const user = await createTestUser(pool);
    await upsertUserPlan(pool, user.id, { planType: 'pro', subscriptionStatus: 'active' }, new Date());
    const signedIn = await fetch(`${web1.baseUrl}/api/v1/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) });
    const cookie = (signedIn.headers.getSetCookie().find((line) => line.startsWith('rc_session=')) ?? fail(`sign-in on web 1 answered ${signedIn.status}`)).split(';')[0]!;
    const session = (await (await fetch(`${web2.baseUrl}/api/v1/auth/session`, { headers: { cookie } })).json()) as { user: { id: string } | null };
    if (session.user?.id !== user.id) fail('the session made on web 1 is not known on web 2');
    step('a session made on web 1 works on web 2');

    const created = await fetch(`${web2.baseUrl}/api/v1/me/scheduled-checks`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ websiteUrl: SITE, keyword: KEYWORD, intervalType: 'daily' }),
    });
    const schedule = (await created.json()) as { id?: string };
    if (!schedule.id) fail(`creating the schedule on web 2 answered ${created.status}: ${JSON.stringify(schedule)}`);
    const runNow = await fetch(`${web2.baseUrl}/api/v1/me/scheduled-checks/${schedule.id}/run`, { method: 'POST', headers: { cookie } });
    if (!runNow.ok) fail(`"run now" on web 2 answered ${runNow.status}: ${await runNow.text()}`);
    step(`schedule ${schedule.id} created on web 2, and a run queued ("run now")`);

    await until('the job process to ask the provider for the scheduled keyword', 60_000, async () => (serp.requests.some((request) => request.params.get('q') === KEYWORD) ? true : undefined)).catch(async (error: unknown) => {
      console.log(jobs.logs.slice(-15).map((line) => line.msg));
      console.log((await pool.query('select task_identifier, attempts, last_error, run_at, locked_at from graphile_worker.jobs')).rows);
      console.log(serp.requests.map((request) => request.params.toString()));
      throw error;
    });
    jobs.child.kill('SIGKILL');
    await until('the killed job process to be gone', 10_000, async () => (jobs.exited() ? true : undefined));
    step('the job process was killed in the middle of the run; starting another');
    jobs = await startAppProcess({ ...env, PROCESS_ROLE: 'jobs' });
    processes.push(jobs);

    type Run = { status: string; rank: number | null };
    const runs = await until('the run to finish on the new job process', 150_000, async () => {
      const answer = (await (await fetch(`${web1.baseUrl}/api/v1/me/scheduled-checks/${schedule.id}/runs`, { headers: { cookie } })).json()) as { items: Run[] };
      return answer.items.some((run) => run.status === 'succeeded') ? answer.items : undefined;
    });
    if (runs.length !== 1) fail(`expected one run, found ${runs.length}: ${JSON.stringify(runs)}`);
    if (runs[0]!.rank !== 14) fail(`the run's rank is ${String(runs[0]!.rank)}, not 14`);
    const saved = await pool.query<{ n: number }>('select count(*)::int as n from search_history where user_id = $1 and keyword = $2', [user.id, KEYWORD]);
    if (saved.rows[0]?.n !== 1) fail(`the scheduled check was saved ${saved.rows[0]?.n} times`);
    step('the scheduled check ran exactly once (one run, one saved check, rank 14) after the kill');

    const byHand = await fetch(`${web2.baseUrl}/api/v1/rank-checks`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ websiteUrl: SITE, keyword: `${KEYWORD} by hand` }) });
    if (!byHand.ok) fail(`a check by hand on web 2 answered ${byHand.status}`);
    const [m1, m2, mj] = [await scrape(web1), await scrape(web2), await scrape(jobs)];
    if (checksCounted(m2) < 1) fail('web 2 did not count the check it ran');
    if (checksCounted(mj) < 1) fail('the job process did not count the scheduled check it ran');
    if (!m1.has('rank_checker_http_request_duration_seconds')) fail('web 1 has no HTTP metrics');
    step(`/metrics parsed on each process: checks counted web 1 ${checksCounted(m1)}, web 2 ${checksCounted(m2)}, jobs ${checksCounted(mj)}`);
    step(`passed in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await Promise.allSettled(processes.map((app) => app.stop()));
    await pool.end();
    await serp.close();
    await database.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[topology] FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
