// Provider requests of a mixed workload against the naive count, on each of the six engines.
//
// Naive: a checker that fetches every request covering the top 100 for the site and again for each
// competitor (Google/Bing 10, Yahoo 15, DuckDuckGo 7, Baidu 2, Yandex 10, at the page sizes SerpApi answers
// today). Ours: the production path — answers shared by the site and its competitors, fetched in waves that
// stop once every target is found, cached in PostgreSQL for an hour, Baidu's redirects resolved once. Both use
// the same workload against a local server speaking SerpApi's wire format with each engine's real page sizes,
// which counts the requests it receives; every rank is compared with where the site was placed.
//
// Minimum: per check, the requests that reach its deepest target at each engine's page sizes (the whole top
// 100 when a target is not there), with no cache. Tracking: the same checks once each query has a recent rank
// (a tracked query), started where the last check found its targets, as manual, "run now" and scheduled
// checks of a tracked query are (rank-check/first-wave-depth).
//
// AI Overviews (Google only, docs/decisions/023): every third keyword's first page carries one citing some of its
// sites and outside pages in a known order; half show it inline, half defer it behind a page token that costs one
// more search (engine=google_ai_overview), counted apart from the page requests in the table. The cache keeps the
// overview read with its page, so the least a run can pay is its pages plus one follow-up per deferred page
// fetched: once per check of a deferred keyword without the cache (uncached and tracking runs), once per distinct
// deferred keyword with it. With the cache the least pages are each keyword's pages once, as deep as its deepest
// check needs. Every check's citation (state, the site's place, how many sources, each competitor's place) is
// compared with what the overview was built to cite.
import { SEARCH_ENGINES, type SearchEngine } from '../core/search/engines';
import { MAX_RANK, requestsToCover } from '../core/search/paging';
import { startFakeBaiduLinks } from '../server/adapters/serp/testing/fake-baidu-links';
import { startFakeSerpApi, type Placement } from '../server/adapters/serp/testing/fake-serpapi-server';
import { startBenchDatabase } from './lib/bench-database';
import { createCheckRunner } from './lib/check-runner';
import { buildAiOverviews, citationIsRight, expectedCitation, fakeServerOverviews } from './lib/ai-overview-workload';
import { minimumRequests } from './lib/minimum-requests';
import { firstWaveDepth } from '../server/services/rank-check/first-wave-depth';
import type { ScannedRankCheck } from '../server/services/rank-check/run-rank-check';
import { parseTarget } from '../core/ranking';
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
  const overviews = buildAiOverviews(
    Object.entries(placements).map(([keyword, placed]) => ({ keyword, placedSites: placed.map((p) => new URL(p.url).hostname.replace(/^www\./u, '')) })),
    prng(23),
  );
  const served = fakeServerOverviews(overviews);
  const serpApi = await startFakeSerpApi({ placements });
  const baidu = await startFakeBaiduLinks();
  const db = await startBenchDatabase();
  try {
    const placedAt = (keyword: string, site: string) => placements[keyword]!.find((p) => p.url.includes(`//www.${site}/`))?.position ?? 0;
    const reset = async (engine: SearchEngine) => {
      await db.pool.query('delete from serp_page_cache');
      await db.pool.query('delete from serp_link_targets');
      serpApi.reset();
      baidu.reset();
      if (engine !== 'google') return;
      serpApi.setBlocks(served.blocks);
      serpApi.setOverviews(served.overviews);
    };
    /** Page requests as the table counts them, and deferred overviews' follow-ups apart. */
    const requestCounts = () => {
      const overviewRequests = serpApi.requests.filter((r) => r.engine === 'google_ai_overview').length;
      return { requests: serpApi.requests.length - overviewRequests, overviewRequests };
    };
    const citationWrong = (engine: SearchEngine, check: Check, result: ScannedRankCheck) =>
      citationIsRight(result.aiOverview, expectedCitation(engine === 'google' ? overviews.get(check.keyword) : undefined, check)) ? 0 : 1;
    const measure = async (engine: SearchEngine, cacheTtlSeconds: number) => {
      await reset(engine);
      const run = createCheckRunner({ pool: db.pool, serpApiUrl: serpApi.url, cacheTtlSeconds, baiduLinksUrl: baidu.url });
      let wrong = 0;
      let wrongCitations = 0;
      const results = [];
      for (const check of checks) {
        const result = await run({ ...check, engine });
        results.push(result);
        wrongCitations += citationWrong(engine, check, result);
        if (result.rank !== placedAt(check.keyword, check.site)) wrong += 1;
        result.competitors.forEach((competitor, i) => {
          if (competitor.rank !== placedAt(check.keyword, check.competitors[i]!)) wrong += 1;
        });
      }
      return { ...requestCounts(), redirectsResolved: baidu.requests.length, wrong, wrongCitations, results };
    };
    /** Each check again, uncached, starting where its own last check found its targets. */
    const measureTracking = async (engine: SearchEngine, previous: Awaited<ReturnType<typeof measure>>['results']) => {
      await reset(engine);
      const run = createCheckRunner({ pool: db.pool, serpApiUrl: serpApi.url, cacheTtlSeconds: 0, baiduLinksUrl: baidu.url });
      let wrong = 0;
      let wrongCitations = 0;
      for (const [i, check] of checks.entries()) {
        const last = previous[i]!;
        const competitors = check.competitors.flatMap((url) => {
          const parsed = parseTarget(url);
          return parsed.ok ? [{ url, target: parsed.target }] : [];
        });
        const latest = { rank: last.rank, matchedUrl: last.matchedUrl, competitors: last.competitors.map((c, j) => ({ url: competitors[j]!.target.display, rank: c.rank, matchedUrl: c.matchedUrl })) };
        const result = await run({ ...check, engine, firstWaveUntil: firstWaveDepth(latest, { competitors }) });
        if (result.rank !== placedAt(check.keyword, check.site)) wrong += 1;
        wrongCitations += citationWrong(engine, check, result);
      }
      return { ...requestCounts(), wrong, wrongCitations };
    };
    /** The deepest position a check must read: its deepest target, or the whole top 100 when one is not there. */
    const depthOf = (check: Check) => {
      const ranks = [check.site, ...check.competitors].map((site) => placedAt(check.keyword, site));
      return ranks.some((rank) => rank === 0) ? MAX_RANK : Math.max(...ranks);
    };
    const minimumOf = (engine: SearchEngine) => checks.reduce((sum, check) => sum + minimumRequests(engine, depthOf(check)), 0);
    /** With the cache: each keyword's pages once, as deep as its deepest check needs. */
    const cachedMinimumOf = (engine: SearchEngine) => {
      const depths = new Map<string, number>();
      for (const check of checks) depths.set(check.keyword, Math.max(depths.get(check.keyword) ?? 0, depthOf(check)));
      return [...depths.values()].reduce((sum, depth) => sum + minimumRequests(engine, depth), 0);
    };

    const rows = [];
    for (const engine of SEARCH_ENGINES) {
      const naive = checks.reduce((sum, check) => sum + requestsToCover(engine, 'desktop') * (1 + check.competitors.length), 0);
      const cached = await measure(engine, 3600);
      const uncached = await measure(engine, 0);
      const tracking = await measureTracking(engine, uncached.results);
      const minimum = minimumOf(engine);
      rows.push({
        engine,
        naive,
        minimum,
        cached: { requests: cached.requests, overviewRequests: cached.overviewRequests, redirectsResolved: cached.redirectsResolved, wrong: cached.wrong, wrongCitations: cached.wrongCitations },
        uncached: { requests: uncached.requests, overviewRequests: uncached.overviewRequests, redirectsResolved: uncached.redirectsResolved, wrong: uncached.wrong, wrongCitations: uncached.wrongCitations },
        tracking,
        ratio: cached.requests / naive,
        ratioWithoutCache: uncached.requests / naive,
        minimumRatio: minimum / naive,
        trackingOverMinimum: tracking.requests / minimum,
      });
    }
    const competitorsTotal = checks.reduce((n, c) => n + c.competitors.length, 0);
    const wrong = rows.reduce((n, r) => n + r.cached.wrong + r.uncached.wrong + r.tracking.wrong, 0);
    const wrongCitations = rows.reduce((n, r) => n + r.cached.wrongCitations + r.uncached.wrongCitations + r.tracking.wrongCitations, 0);
    const google = rows.find((r) => r.engine === 'google')!;
    const onOverviews = checks.filter((check) => overviews.has(check.keyword));
    const onDeferred = onOverviews.filter((check) => overviews.get(check.keyword)!.pageToken !== null);
    const deferredKeywords = [...overviews.values()].filter((o) => o.pageToken !== null).length;
    const distinctDeferred = new Set(onDeferred.map((check) => check.keyword)).size;
    // How much of the truth is a citation rather than "not cited": what the wrong-citation count can catch.
    const truths = onOverviews.map((check) => expectedCitation(overviews.get(check.keyword), check));
    const siteCited = truths.filter((t) => t.state === 'cited' && t.sitePosition !== null).length;
    const competitorsCited = truths.reduce((n, t) => n + (t.state === 'cited' ? t.competitors.length : 0), 0);
    const againstMinimum = (run: { requests: number; overviewRequests: number }, minimumPages: number, minimumOverviews: number) => ({
      pageRequests: run.requests,
      overviewRequests: run.overviewRequests,
      minimumPages,
      minimumOverviews,
      perCheck: (run.requests + run.overviewRequests) / checks.length,
      minimumPerCheck: (minimumPages + minimumOverviews) / checks.length,
      overMinimum: (run.requests + run.overviewRequests) / (minimumPages + minimumOverviews),
    });
    const aiOverviews = {
      keywords: overviews.size,
      deferredKeywords,
      checksOnOverviewKeywords: onOverviews.length,
      checksOnDeferredKeywords: onDeferred.length,
      distinctDeferredKeywordsChecked: distinctDeferred,
      checksCitingSite: siteCited,
      competitorCitations: competitorsCited,
      cached: againstMinimum(google.cached, cachedMinimumOf('google'), distinctDeferred),
      uncached: againstMinimum(google.uncached, google.minimum, onDeferred.length),
      tracking: againstMinimum(google.tracking, google.minimum, onDeferred.length),
      wrongCitations,
    };
    const overviewLine = (name: string, f: ReturnType<typeof againstMinimum>) =>
      `${name.padEnd(9)} ${String(f.pageRequests).padStart(5)} + ${String(f.overviewRequests).padStart(3)} = ${f.perCheck.toFixed(3)}/check` +
      `   ${String(f.minimumPages).padStart(5)} + ${String(f.minimumOverviews).padStart(3)} = ${f.minimumPerCheck.toFixed(3)}/check   (${f.overMinimum.toFixed(3)}x)`;
    await report(
      'serp-requests',
      [
        `workload per engine: ${checks.length} checks, ${KEYWORDS} keywords (repeated), ${competitorsTotal} competitor targets, ranks 1..95 and not found`,
        'engine       naive  cached (ratio)   uncached (ratio)  minimum (ratio)   tracking (x minimum)',
        ...rows.map(
          (r) =>
            `${r.engine.padEnd(11)} ${String(r.naive).padStart(6)}  ${String(r.cached.requests).padStart(5)} (${r.ratio.toFixed(3)})  ${String(r.uncached.requests).padStart(6)} (${r.ratioWithoutCache.toFixed(3)})` +
            `  ${String(r.minimum).padStart(6)} (${r.minimumRatio.toFixed(3)})  ${String(r.tracking.requests).padStart(6)} (${r.trackingOverMinimum.toFixed(3)})`,
        ),
        ...rows.filter((r) => r.engine === 'baidu').map((r) => `Baidu redirects resolved: ${r.cached.redirectsResolved} in the cached run, ${r.uncached.redirectsResolved} in the uncached run`),
        `targets: cached ratio <= 0.35 on every engine; tracking <= 1.02x the minimum`,
        `ranks (sites and competitors) that differed from the placed truth: ${wrong}`,
        `google AI Overviews on ${aiOverviews.keywords} of ${KEYWORDS} keywords, ${deferredKeywords} of them deferred: ${onOverviews.length} checks on them (site cited in ${siteCited}, ${competitorsCited} competitor citations), ${onDeferred.length} on deferred ones (${distinctDeferred} distinct)`,
        'google    pages + follow-ups = requests     minimum pages + follow-ups       (x minimum)',
        overviewLine('cached', aiOverviews.cached),
        overviewLine('uncached', aiOverviews.uncached),
        overviewLine('tracking', aiOverviews.tracking),
        `AI Overview citations (state, site's place, sources, competitors' places) that differed from the truth, every check and engine: ${wrongCitations}`,
      ],
      { checks: checks.length, keywords: KEYWORDS, competitorTargets: competitorsTotal, engines: rows, wrong, aiOverviews },
    );
  } finally {
    await db.stop();
    await serpApi.close();
    await baidu.close();
  }
}

await main();
