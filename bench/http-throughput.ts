// API throughput and latency at 50 connections: POST /api/v1/rank-checks (a provider that answers
// instantly, pages cached after the first check, each request a new guest so the quota write is
// included) and GET /api/v1/health, beside a bare Fastify hello-world measured in the same run.
import autocannon from 'autocannon';
import { startFakeSerpApi } from '../server/adapters/serp/testing/fake-serpapi-server';
import { startAppProcess, startScriptProcess } from './lib/app-process';
import { report } from './lib/report';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

interface Figures { requestsPerSecond: number; p50: number; p99: number; non2xx: number; errors: number; total: number }

async function load(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

function line(name: string, f: Figures): string {
  return `${name.padEnd(28)} ${String(f.requestsPerSecond).padStart(6)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   (${f.total} requests, ${f.non2xx} non-2xx, ${f.errors} errors)`;
}

async function main() {
  const serpApi = await startFakeSerpApi({ placements: { '*': [{ url: 'https://www.example.com/', position: 7 }] } });
  const app = await startAppProcess({ SERP_PROVIDER: 'serpapi', SERPAPI_KEY: 'bench-key', SERPAPI_BASE_URL: serpApi.url, TRUST_PROXY: 'true', PORT: '3190' });
  const hello = await startScriptProcess('bench/servers/hello-fastify.ts', 3191);
  try {
    const body = JSON.stringify({ websiteUrl: 'example.com', keyword: 'espresso machine', location: 'us', searchEngine: 'google' });
    let visitor = 0;
    // Warm-up: fills the page cache, as any real traffic would after the first check of a keyword.
    await fetch(`${app.url}/api/v1/rank-checks`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.254' }, body });

    const rankChecks = await load({
      url: `${app.url}/api/v1/rank-checks`,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            visitor += 1;
            // A different guest each time (new address, no cookie): every request is an allowed check.
            const ip = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
            return { ...request, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body };
          },
        },
      ],
    });
    const health = await load({ url: `${app.url}/api/v1/health` });
    const bare = await load({ url: `${hello.url}/` });
    await report(
      'http-throughput',
      [
        `${CONNECTIONS} connections, ${DURATION_S} s each, server and load generator in separate processes on this machine`,
        line('POST /api/v1/rank-checks', rankChecks),
        line('GET /api/v1/health', health),
        line('bare Fastify hello-world', bare),
        `SerpApi requests during the run: ${serpApi.requests.length} (the rest served from the page cache)`,
      ],
      { connections: CONNECTIONS, durationSeconds: DURATION_S, rankChecks, health, bare, providerRequests: serpApi.requests.length },
    );
  } finally {
    await hello.stop();
    await app.stop();
    await serpApi.close();
  }
}

await main();
