// Latency of one SEO snapshot (POST /api/v1/seo-snapshots' work: the page read through the SSRF-safe fetch,
// parsed, stored) against a local website, uncached (a new URL each time) and cached (a URL read within the
// hour), for a typical 120 KB page and for a 3 MB page cut at the 2 MB cap. PageSpeed is a background job and
// not part of the request, so it is not measured here.
import { startBenchDatabase } from './lib/bench-database';
import { percentile, roundMs } from './lib/stats';
import { report } from './lib/report';
import { createSeoSnapshot, type SeoSnapshotDeps } from '../server/services/seo-snapshot/create-seo-snapshot';
import { createPageFetch } from '../server/services/seo-snapshot/page-fetch';
import { insertVerifiedUser } from '../server/testing/sign-in';
import { page, startSeoTestSite } from '../server/testing/seo-test-site';
import { startLocalNameServer } from '../server/testing/local-name-server';

const RUNS = 300;
const LARGE_RUNS = 30;
const HOST = 'bench-site.test';

/** A page shaped like a shop's category page: a full head, structured data, and 120 KB of markup. */
function typicalPage(): string {
  const products = Array.from({ length: 500 }, (_, i) =>
    `<article class="product" itemscope itemtype="https://schema.org/Product"><h2 itemprop="name">Trail shoe ${i}</h2>` +
    `<p itemprop="description">Grippy, light and made for long days on rough ground, in every size.</p><a href="/p/${i}">View</a></article>`,
  ).join('');
  return page({
    title: 'Trail Running Shoes for Every Terrain | Stride Shop Online',
    description: 'Trail running shoes with grip for mud, rock and snow. Free returns within 60 days of delivery, and free shipping over $50.',
    extraHead:
      '<link rel="canonical" href="https://stride-shop.example/trail"><meta property="og:title" content="Trail shoes">' +
      '<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization"},{"@type":"BreadcrumbList"}]}</script>',
    body: `<h1>Trail running shoes</h1>${products}`,
  });
}

async function measure(run: (i: number) => Promise<void>, count: number): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return { p50: roundMs(percentile(times, 50)), p99: roundMs(percentile(times, 99)) };
}

async function main() {
  const site = await startSeoTestSite();
  const names = await startLocalNameServer({ [HOST]: '127.0.0.1' });
  const db = await startBenchDatabase();
  const html = typicalPage();
  for (let i = 0; i < RUNS + 1; i++) site.setPage(`/p/${i}`, html);
  const large = `${page({ title: 'A very large page' })}${'<p>filler text for a very large page</p>'.repeat(80_000)}`;
  for (let i = 0; i < LARGE_RUNS; i++) site.setPage(`/large/${i}`, large);
  try {
    const deps: SeoSnapshotDeps = {
      pool: db.pool,
      pageFetch: createPageFetch({ allowPrivateHosts: [HOST], dnsServers: [names.address], userAgent: 'RankChecker/bench' }),
      pageSpeedConfigured: false,
      jobSchema: 'graphile_worker',
      now: () => new Date(),
    };
    const { userId } = await insertVerifiedUser(db.pool);
    const user = { kind: 'user', userId } as const;
    const url = (path: string) => `http://${HOST}:${site.port}${path}`;
    const snapshot = async (path: string) => {
      const result = await createSeoSnapshot(deps, user, { url: url(path) }, { limited: false });
      if (!result.onPage) throw new Error(`${path}: ${JSON.stringify(result.onPageError)}`);
    };

    await snapshot('/p/warm-up');
    const uncached = await measure((i) => snapshot(`/p/${i}`), RUNS);
    const cached = await measure(() => snapshot('/p/0'), RUNS);
    const largeUncached = await measure((i) => snapshot(`/large/${i}`), LARGE_RUNS);
    const fetched = [...site.hits.entries()].filter(([path]) => path.startsWith('/p/') && path !== '/p/warm-up');
    const pageRequests = fetched.reduce((sum, [, hits]) => sum + hits, 0);
    await report(
      'seo-snapshot',
      [
        `typical page (${Math.round(html.length / 1024)} KB), ${RUNS} snapshots each, local site, real PostgreSQL:`,
        `  uncached: p50 ${uncached.p50} ms, p99 ${uncached.p99} ms`,
        `  cached:   p50 ${cached.p50} ms, p99 ${cached.p99} ms`,
        `large page (${(large.length / 1024 / 1024).toFixed(1)} MB, read up to 2 MB), ${LARGE_RUNS} uncached: p50 ${largeUncached.p50} ms, p99 ${largeUncached.p99} ms`,
        `page requests for ${RUNS * 2} typical snapshots: ${pageRequests} (the cached ones fetch nothing)`,
      ],
      { runs: RUNS, pageBytes: html.length, uncached, cached, large: { bytes: large.length, ...largeUncached }, pageRequests },
    );
  } finally {
    await db.stop();
    await Promise.all([site.close(), names.close()]);
  }
}

await main();
