// How long the health check takes while guests ask for SEO snapshots of hostile pages: 2 MB of nested <div>s
// (whose read once held the whole server for 400 s) and 2 MB of sibling elements. The app runs as `npm start` runs
// it, in its own process; guests come from many addresses (TRUST_PROXY) so no snapshot is refused by its limit.
import { startAppProcess } from './lib/app-process';
import { report } from './lib/report';
import { percentile, roundMs } from './lib/stats';
import { startLocalNameServer } from '../server/testing/local-name-server';
import { startSeoTestSite } from '../server/testing/seo-test-site';

const HOST = 'hostile-site.test';
const HEALTH_RUNS = 300;
const SNAPSHOT_CLIENTS = 4;
const HEAD = '<!doctype html><html><head><title>Hostile</title></head><body>';
const PAGES = {
  nested: `${HEAD}${'<div>'.repeat((2 * 1024 * 1024 - HEAD.length) / 5)}`,
  wide: `${HEAD}${'<p><b>x</b></p>'.repeat(Math.ceil((2 * 1024 * 1024 - HEAD.length) / 15))}`,
};

async function timeHealth(url: string, runs: number): Promise<{ p50: number; p99: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/health`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`health answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return { p50: roundMs(percentile(times, 50)), p99: roundMs(percentile(times, 99)), max: roundMs(Math.max(...times)) };
}

async function main() {
  const site = await startSeoTestSite();
  const names = await startLocalNameServer({ [HOST]: '127.0.0.1' });
  const app = await startAppProcess({ PORT: '3193', PAGE_FETCH_ALLOW_PRIVATE_HOSTS: HOST, FETCH_DNS_SERVERS: names.address, TRUST_PROXY: 'true' });
  try {
    const quiet = await timeHealth(app.url, HEALTH_RUNS);
    const results: Record<string, unknown> = { quiet };
    const lines = [`health check alone, ${HEALTH_RUNS} requests: p50 ${quiet.p50} ms, p99 ${quiet.p99} ms, max ${quiet.max} ms`];
    for (const [name, html] of Object.entries(PAGES)) {
      let n = 0;
      let reads = 0;
      const readTimes: number[] = [];
      let running = true;
      const snapshotLoop = async () => {
        while (running) {
          n += 1;
          // A new address each time: the on-page cache would otherwise answer every snapshot after the first.
          site.setPage(`/${name}/${n}`, html);
          const started = performance.now();
          const response = await fetch(`${app.url}/api/v1/seo-snapshots`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: app.url, 'x-forwarded-for': `198.51.100.${n % 250}` },
            body: JSON.stringify({ url: `http://${HOST}:${site.port}/${name}/${n}` }),
          });
          const body = (await response.json()) as { onPage?: { readStopped?: string } };
          if (response.status !== 201 || !body.onPage) throw new Error(`snapshot answered ${response.status}: ${JSON.stringify(body)}`);
          readTimes.push(performance.now() - started);
          reads += 1;
        }
      };
      const loops = Array.from({ length: SNAPSHOT_CLIENTS }, snapshotLoop);
      const busy = await timeHealth(app.url, HEALTH_RUNS);
      running = false;
      await Promise.all(loops);
      const snapshot = { p50: roundMs(percentile(readTimes, 50)), p99: roundMs(percentile(readTimes, 99)) };
      results[name] = { health: busy, snapshots: reads, snapshot };
      lines.push(
        `health check while ${SNAPSHOT_CLIENTS} guests ask for snapshots of 2 MB ${name} pages (${reads} snapshots): p50 ${busy.p50} ms, p99 ${busy.p99} ms, max ${busy.max} ms`,
        `  each such snapshot (fetch, read off the event loop, save): p50 ${snapshot.p50} ms, p99 ${snapshot.p99} ms`,
      );
    }
    await report('hostile-pages', lines, results);
  } finally {
    await app.stop();
    await Promise.all([site.close(), names.close()]);
  }
}

await main();
