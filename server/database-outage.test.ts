import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { waitForExit } from './db/embedded/processes';
import { startAppProcess, type AppProcess } from './testing/app-process';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const startDatabase = (dataDir: string) =>
  startEmbeddedPostgres({
    dataDir,
    database: 'app',
    logger: quiet,
    preferredPort: 0,
    settings: { fsync: 'off', synchronous_commit: 'off' },
    // It plays an external database, which comes back when its operator starts it.
    restartWhenStopped: false,
  });

interface Answer {
  route: 'health' | 'sign-up';
  status: number;
  code?: string;
  email?: string;
}

/**
 * Requests from a few clients at once, without pause, until stopped: the health check (one query) and sign-ups
 * (a transaction on a client checked out of the pool), each sign-up from another client address so the
 * per-address limit never answers for the database.
 */
function startLoad(app: AppProcess, clients: number) {
  const answers: Answer[] = [];
  const listeners = new Set<() => void>();
  let running = true;
  let n = 0;
  async function one(): Promise<void> {
    n += 1;
    const signUp = n % 2 === 0;
    const route = signUp ? 'sign-up' : 'health';
    const email = `load-${n}@example.com`;
    const response = await request(signUp, email).catch(() => undefined);
    // No answer at all (the process died or dropped the connection) counts as status 0.
    const body = response ? ((await response.json().catch(() => ({}))) as { error?: { code?: string } }) : {};
    answers.push({ route, status: response?.status ?? 0, ...(body.error?.code ? { code: body.error.code } : {}), ...(signUp ? { email } : {}) });
    for (const listener of listeners) listener();
  }
  function request(signUp: boolean, email: string): Promise<Response> {
    return signUp
      ? fetch(`${app.baseUrl}/api/v1/auth/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: app.baseUrl, 'x-forwarded-for': `203.0.113.${n % 250}` },
          body: JSON.stringify({ email, password: 'a long enough password', confirmPassword: 'a long enough password' }),
        })
      : fetch(`${app.baseUrl}/api/v1/health`);
  }
  const loops = Array.from({ length: clients }, async () => {
    while (running) await one();
  });
  return {
    answers,
    /** Resolves once an answer after this call matches; fails as soon as the app is gone. */
    until(match: (answer: Answer) => boolean): Promise<Answer> {
      const from = answers.length;
      return new Promise((resolve, reject) => {
        const listener = () => {
          const found = answers.slice(from).find(match);
          if (found) {
            listeners.delete(listener);
            resolve(found);
          } else if (app.exited()) {
            listeners.delete(listener);
            reject(new Error(`the app exited (${String(app.child.exitCode ?? app.child.signalCode)})`));
          }
        };
        listeners.add(listener);
      });
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe('the database going away under load', () => {
  let dataDir: string;
  let database: EmbeddedPostgres;
  let app: AppProcess;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rank-checker-outage-'));
    await chmod(dataDir, 0o755);
    database = await startDatabase(path.join(dataDir, 'db'));
    app = await startAppProcess({
      DATABASE_URL: database.url,
      DATA_DIR: path.join(dataDir, 'app'),
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      TRUST_PROXY: 'true',
      SESSION_SECRET: 'outage-test-session-secret-0123456789abcdef',
    });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await database?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the process up, answers 503 while PostgreSQL is stopped and recovers when it is back', async () => {
    const load = startLoad(app, 6);
    try {
      await load.until((answer) => answer.route === 'sign-up' && answer.status === 202);

      // A fast shutdown, as `pg_ctl stop -m fast` or a failover does: every connection is cut, including those
      // checked out for a transaction at that moment.
      const postmasterPid = Number((await readFile(path.join(database.clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      process.kill(postmasterPid, 'SIGINT');
      expect(await waitForExit(postmasterPid, 30_000)).toBe(true);
      await load.until((answer) => answer.route === 'health' && answer.status === 503);
      await load.until((answer) => answer.route === 'sign-up' && answer.status === 503 && answer.code === 'UNAVAILABLE');
      expect(app.exited()).toBe(false);

      database = await startDatabase(path.join(dataDir, 'db'));
      await load.until((answer) => answer.route === 'health' && answer.status === 200);
      const signedUp = await load.until((answer) => answer.route === 'sign-up' && answer.status === 202);
      // Background jobs run again too (graphile-worker stops its runner when it cannot record a job's end; it
      // is started again): the confirmation e-mail of a sign-up made now goes out (to the log, without SMTP).
      await app.logged((line) => line.msg.startsWith('E-mail (not sent') && line.to === signedUp.email);
    } finally {
      await load.stop();
    }
    expect(app.exited()).toBe(false);
    // Every answer was the service working or saying it is unavailable: never a crash or a 500.
    expect(new Set(load.answers.map((answer) => answer.status))).toEqual(new Set([200, 202, 503]));
    expect(app.logs.filter((line) => line.level >= 50 && /Unhandled|uncaught/iu.test(line.msg))).toEqual([]);
  }, 120_000);
});
