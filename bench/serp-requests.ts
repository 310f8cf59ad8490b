// Provider requests of a mixed workload against the naive count.
//
// Naive: a checker that fetches all ten result pages for the site and again for each competitor.
// Ours: the production path — pages shared by the site and its competitors, fetched in waves that stop
// once every target is found, cached in PostgreSQL for an hour. Both runs use the same workload against
// a local server speaking SerpApi's wire format, which counts the requests it receives.
import { pagesToCover } from '../core/search/paging';
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
  const db = await startBenchDatabase();
  try {
    const naive = checks.reduce((sum, check) => sum + pagesToCover('google') * (1 + check.competitors.length), 0);

    const measure = async (cacheTtlSeconds: number) => {
      await db.pool.query('delete from serp_page_cache');
      serpApi.reset();
      const run = createCheckRunner({ pool: db.pool, serpApiUrl: serpApi.url, cacheTtlSeconds });
      let wrong = 0;
      for (const check of checks) {
        const result = await run(check);
        const expected = placements[check.keyword]!.find((p) => p.url.includes(`//www.${check.site}/`))?.position ?? 0;
        if (result.rank !== expected) wrong += 1;
      }
      return { requests: serpApi.requests.length, wrong };
    };

    const cached = await measure(3600);
    const uncached = await measure(0);
    const competitorsTotal = checks.reduce((n, c) => n + c.competitors.length, 0);
    await report(
      'serp-requests',
      [
        `workload: ${checks.length} checks, ${KEYWORDS} keywords (repeated), ${competitorsTotal} competitor targets, ranks 1..95 and not found`,
        `naive provider requests (10 pages x (site + each competitor)): ${naive}`,
        `ours, page cache on (production): ${cached.requests}  ratio ${(cached.requests / naive).toFixed(3)}  (target <= 0.35)`,
        `ours, page cache off:             ${uncached.requests}  ratio ${(uncached.requests / naive).toFixed(3)}`,
        `ranks that differed from the placed truth: ${cached.wrong + uncached.wrong}`,
      ],
      { checks: checks.length, keywords: KEYWORDS, competitorTargets: competitorsTotal, naive, cached, uncached, ratio: cached.requests / naive, ratioWithoutCache: uncached.requests / naive },
    );
  } finally {
    await db.stop();
    await serpApi.close();
  }
}

await main();
