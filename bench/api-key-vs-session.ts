// What authenticating with an API key costs beside a browser session, at 50 connections: GET
// /api/v1/me/history (a cheap route, where the auth layer's own cost shows best) and POST /api/v1/rank-checks
// (pages cached after a warm-up check), each by one Pro user with the session cookie and with
// `Authorization: Bearer` in turn, session-key-session-key, and the median of each pair reported (the first run
// also warms caches). Target: the key path adds at most 10 % to p50 and p99. Any non-2xx answer fails the bench.
// The app runs in its own process; its per-user throttles are raised so that they never answer in its place.
import { startFakeSerpApi } from '../server/adapters/serp/testing/fake-serpapi-server';
import { userOnPlan } from '../server/services/competitors/testing/user-on-plan';
import { saveCheck } from '../server/testing/history-rows';
import { createApiKey } from './lib/api-key';
import { startAppProcess } from './lib/app-process';
import { startBenchDatabase } from './lib/bench-database';
import { measureLoad, type LoadFigures } from './lib/http-load';
import { median, report } from './lib/report';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** Session-key pairs per route; more than 2 (BENCH_ROUNDS) steadies the medians on a busy machine. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const TARGET_PERCENT = 10;
/** A full history page and more, as a user who has used the app for a while has. */
const SEEDED_CHECKS = 100;

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const ROUTES: Route[] = [
  { name: 'GET /api/v1/me/history', method: 'GET', path: '/api/v1/me/history' },
  {
    name: 'POST /api/v1/rank-checks',
    method: 'POST',
    path: '/api/v1/rank-checks',
    body: JSON.stringify({ websiteUrl: 'example.com', keyword: 'espresso machine', location: 'us', searchEngine: 'google' }),
  },
];

interface PathFigures {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  runs: LoadFigures[];
}

const summarize = (runs: LoadFigures[]): PathFigures => ({
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  requestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
  runs,
});

const added = (key: number, session: number) => Math.round(((key - session) / session) * 1000) / 10;
const signed = (percent: number) => `${percent >= 0 ? '+' : ''}${percent.toFixed(1)} %`;

function pathLine(name: string, f: PathFigures): string {
  const runs = f.runs.map((r) => `${r.p50.toFixed(2)}/${r.p99.toFixed(2)}`).join(', ');
  const answers = f.runs.reduce((sum, r) => sum + r.total, 0);
  const bad = f.runs.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  return `  ${name.padEnd(18)} p50 ${f.p50.toFixed(2).padStart(7)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms   ${String(f.requestsPerSecond).padStart(5)} req/s   (runs p50/p99: ${runs}; ${answers} requests, ${bad} non-2xx or errors)`;
}

async function main() {
  const serpApi = await startFakeSerpApi({ placements: { '*': [{ url: 'https://www.example.com/', position: 7 }] } });
  const db = await startBenchDatabase();
  const user = await userOnPlan(db.pool, 'pro', new Date());
  for (let i = 0; i < SEEDED_CHECKS; i += 1) {
    await saveCheck(db.pool, user.userId, { keyword: `seeded ${i % 20}`, rankPosition: 1 + (i % 60), checkedAt: new Date(Date.now() - i * 3_600_000) });
  }
  const app = await startAppProcess({
    SERP_PROVIDER: 'serpapi',
    SERPAPI_KEY: 'bench-key',
    SERPAPI_BASE_URL: serpApi.url,
    DATABASE_URL: db.url,
    JOBS_ENABLED: 'false',
    CHECKS_IN_FLIGHT_PER_USER: '100',
    CHECKS_PER_HOUR_PAID: '1000000',
    // The most the config allows; each key run also gets a key of its own, so no run comes near its minute's limit.
    API_RATE_LIMIT_PRO_PER_MINUTE: '100000',
    PORT: '3194',
  });
  try {
    // Warm-up: fills the page cache, as any real traffic would after the first check of a keyword.
    const warmUp = await fetch(`${app.url}${ROUTES[1]!.path}`, { method: 'POST', headers: { cookie: user.cookie, 'content-type': 'application/json' }, body: ROUTES[1]!.body });
    if (!warmUp.ok) throw new Error(`the warm-up check answered ${warmUp.status}: ${await warmUp.text()}`);

    const results = [];
    let keys = 0;
    for (const route of ROUTES) {
      const session: LoadFigures[] = [];
      const key: LoadFigures[] = [];
      const run = (auth: Record<string, string>) =>
        measureLoad({
          url: `${app.url}${route.path}`,
          connections: CONNECTIONS,
          duration: DURATION_S,
          method: route.method,
          headers: { ...auth, ...(route.body ? { 'content-type': 'application/json' } : {}) },
          ...(route.body ? { body: route.body } : {}),
        });
      for (let round = 0; round < ROUNDS; round += 1) {
        session.push(await run({ cookie: user.cookie }));
        keys += 1;
        key.push(await run({ authorization: `Bearer ${await createApiKey(app.url, user.cookie, `bench ${keys}`)}` }));
      }
      const s = summarize(session);
      const k = summarize(key);
      const addedP50 = added(k.p50, s.p50);
      const addedP99 = added(k.p99, s.p99);
      results.push({ route: route.name, session: s, key: k, addedP50Percent: addedP50, addedP99Percent: addedP99, met: addedP50 <= TARGET_PERCENT && addedP99 <= TARGET_PERCENT });
    }

    const failures = results.flatMap((r) =>
      [...r.session.runs, ...r.key.runs].filter((f) => f.non2xx > 0 || f.errors > 0).map((f) => `${r.route}: ${f.non2xx} non-2xx, ${f.errors} errors, statuses ${JSON.stringify(f.statusCodes)}`),
    );
    await report(
      'api-key-vs-session',
      [
        `one Pro user, ${CONNECTIONS} connections, ${DURATION_S} s a run, session and key in turn (${ROUNDS} runs each, medians); app in its own process`,
        ...results.flatMap((r) => [
          r.route,
          pathLine('session (cookie)', r.session),
          pathLine('API key (Bearer)', r.key),
          `  the key path adds p50 ${signed(r.addedP50Percent)}, p99 ${signed(r.addedP99Percent)} (target: key path adds <= ${TARGET_PERCENT} % latency) ${r.met ? 'MET' : 'MISSED'}`,
        ]),
        failures.length === 0 ? 'non-2xx answers: 0' : `FAILED: non-2xx answers or errors (must be 0): ${failures.join('; ')}`,
      ],
      { connections: CONNECTIONS, durationSeconds: DURATION_S, rounds: ROUNDS, targetPercent: TARGET_PERCENT, results, failures },
    );
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await app.stop();
    await db.stop();
    await serpApi.close();
  }
}

await main();
