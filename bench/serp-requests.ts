// Provider requests of a mixed workload against the naive count, on each of the six engines.
//
// Naive: a checker that fetches every request covering the top 100 for the site and again for each
// competitor (Google/Bing 10, Yahoo 15, DuckDuckGo 7, Baidu 2, Yandex 10, at the page sizes SerpApi answers
// today). Ours: the production path — answers shared by the site and its competitors, fetched in waves that
// stop once every target is found, cached in PostgreSQL for an hour, Baidu's redirects resolved once. Both use
// the same workload against a local server speaking SerpApi's wire format with each engine's real page sizes,
// which counts the requests it receives; every rank is compared with where the site was placed.
import { SEARCH_ENGINES, type SearchEngine } from '../core/search/engines';
import { requestsToCover } from '../core/search/paging';
import { startFakeBaiduLinks } from '../server/adapters/serp/testing/fake-baidu-links';
import { startFakeSerpApi, type Placement } from '../server/adapters/serp/testing/fake-serpapi-server';
import { startBenchDatabase } from './lib/bench-database';
import { createCheckRunner } from './lib/check-runner';
import { report } from './lib/report';

/** Where targets sit in the workload: every band from the top spot to not found (0). */
const RANKS = [1, 2, 4, 7, 9, 13, 18, 24, 33, 41, 47, 58, 66, 79, 88, 95, 0, 0];
const KEYWORDS = 60;
const CHECKS = 300;

/** A small deterministic PRNG so every run measures the same workload. */
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

interface Check { keyword: string; site: string; competitors: string[] }

/** Each keyword's SERP holds sites at fixed ranks; checks pick a keyword (popular ones more often), a site and 0–3 competitors. */
function buildWorkload() {
  const random = prng(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const placements: Record<string, Placement[]> = {};
  const sitesByKeyword: Record<string, string[]> = {};
  for (let k = 0; k < KEYWORDS; k++) {
    const keyword = `bench keyword ${k}`;
    const sites: string[] = [];
    placements[keyword] = [];
    RANKS.forEach((rank, i) => {
      const domain = `bench-site-${k}-${i}.com`;
      sites.push(domain);
      if (rank > 0) placements[keyword]!.push({ url: `https://www.${domain}/page-${k}`, position: rank });
    });
    sitesByKeyword[keyword] = sites;
  }
  const checks: Check[] = [];
  for (let c = 0; c < CHECKS; c++) {
    // Squaring skews towards low keyword numbers: some keywords are checked often, most rarely.
    const keyword = `bench keyword ${Math.floor(random() ** 2 * KEYWORDS)}`;
    const sites = sitesByKeyword[keyword]!;
    const site = pick(sites);
    const competitorCount = Math.floor(random() * 4);
    const competitors = [...new Set(Array.from({ length: competitorCount }, () => pick(sites)))].filter((s) => s !== site);
    checks.push({ keyword, site, competitors });
  }
  return { placements, checks };
}

async function main() {
  const { placements, checks } = buildWorkload();
  const serpApi = await startFakeSerpApi({ placements });
  const baidu = await startFakeBaiduLinks();
  const db = await startBenchDatabase();
  try {
    const measure = async (engine: SearchEngine, cacheTtlSeconds: number) => {
      await db.pool.query('delete from serp_page_cache');
      await db.pool.query('delete from serp_link_targets');
      serpApi.reset();
      baidu.reset();
      const run = createCheckRunner({ pool: db.pool, serpApiUrl: serpApi.url, cacheTtlSeconds, baiduLinksUrl: baidu.url });
      let wrong = 0;
      for (const check of checks) {
        const result = await run({ ...check, engine });
        const placedAt = (site: string) => placements[check.keyword]!.find((p) => p.url.includes(`//www.${site}/`))?.position ?? 0;
        if (result.rank !== placedAt(check.site)) wrong += 1;
        result.competitors.forEach((competitor, i) => {
          if (competitor.rank !== placedAt(check.competitors[i]!)) wrong += 1;
        });
      }
      return { requests: serpApi.requests.length, redirectsResolved: baidu.requests.length, wrong };
    };

    const rows = [];
    for (const engine of SEARCH_ENGINES) {
      const naive = checks.reduce((sum, check) => sum + requestsToCover(engine, 'desktop') * (1 + check.competitors.length), 0);
      const cached = await measure(engine, 3600);
      const uncached = await measure(engine, 0);
      rows.push({ engine, naive, cached, uncached, ratio: cached.requests / naive, ratioWithoutCache: uncached.requests / naive });
    }
    const competitorsTotal = checks.reduce((n, c) => n + c.competitors.length, 0);
    const wrong = rows.reduce((n, r) => n + r.cached.wrong + r.uncached.wrong, 0);
    await report(
      'serp-requests',
      [
        `workload per engine: ${checks.length} checks, ${KEYWORDS} keywords (repeated), ${competitorsTotal} competitor targets, ranks 1..95 and not found`,
        'engine       naive  cached (ratio)   uncached (ratio)   Baidu redirects resolved',
        ...rows.map(
          (r) =>
            `${r.engine.padEnd(11)} ${String(r.naive).padStart(6)}  ${String(r.cached.requests).padStart(5)} (${r.ratio.toFixed(3)})  ${String(r.uncached.requests).padStart(6)} (${r.ratioWithoutCache.toFixed(3)})` +
            (r.engine === 'baidu' ? `   ${r.cached.redirectsResolved} cached run, ${r.uncached.redirectsResolved} uncached run` : ''),
        ),
        `target: cached ratio <= 0.35 on every engine`,
        `ranks (sites and competitors) that differed from the placed truth: ${wrong}`,
      ],
      { checks: checks.length, keywords: KEYWORDS, competitorTargets: competitorsTotal, engines: rows, wrong },
    );
  } finally {
    await db.stop();
    await serpApi.close();
    await baidu.close();
  }
}

await main();
