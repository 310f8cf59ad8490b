import { isHostUnder } from '../../../../core/ranking';
import type { SearchEngine } from '../../../../core/search/engines';
import type { LocationCode } from '../../../../core/search/locations';
import { keywordSite } from './keyword-sites';
import { keywordWords, slugOf, titleOf, topicWords } from './keyword-words';
import { pick, seededRandom } from './prng';
import { wellKnownSites, type SiteContext } from './well-known-sites';

export interface SerpContext {
  engine: SearchEngine;
  location: LocationCode;
  keyword: string;
}

export interface SyntheticResult {
  url: string;
  title: string;
  snippet: string;
  /** Host without `www.`. */
  host: string;
}

const SNIPPETS: readonly ((title: string) => string)[] = [
  (t) => `Looking for ${t.toLowerCase()}? Compare the options, read honest reviews and find what fits you best.`,
  (t) => `Our ${t.toLowerCase()} guide covers prices, common mistakes and what experts recommend this year.`,
  (t) => `Everything about ${t.toLowerCase()}: how it works, what to look for and answers to frequent questions.`,
  (t) => `${t} explained step by step, with examples, comparisons and practical tips from people who use it daily.`,
];

/**
 * The organic result the simulated engine shows at an absolute position for a query: the same inputs always
 * give the same result. `excluded(host)` rejects hosts that must not appear by chance (the sites a check is
 * looking for are placed separately), in which case another deterministic candidate is drawn.
 */
export function syntheticResult(
  ctx: SerpContext,
  position: number,
  excluded: (host: string) => boolean = () => false,
  used: (url: string) => boolean = () => false,
): SyntheticResult {
  const words = keywordWords(ctx.keyword);
  for (let salt = 0; salt < 8; salt++) {
    const random = seededRandom('organic', ctx.engine, ctx.location, ctx.keyword, position, salt);
    const siteCtx: SiteContext = {
      words,
      topic: topicWords(words),
      slug: slugOf(words),
      title: titleOf(ctx.keyword),
      keyword: ctx.keyword,
      location: ctx.location,
      random,
    };
    // Big sites crowd the first page; deeper pages are mostly niche sites about the keyword. Baidu's
    // results are dominated by Baidu's own properties and the big Chinese platforms.
    const wellKnownShare = ctx.engine === 'baidu' ? 0.6 : position <= 10 ? 0.45 : 0.25;
    let host: string;
    let path: string;
    let title: string;
    if (random() < wellKnownShare) {
      const site = pick(random, wellKnownSites(ctx.engine));
      host = site.host(siteCtx);
      path = site.path(siteCtx);
      title = site.title(siteCtx);
    } else {
      ({ host, path, title } = keywordSite(siteCtx));
    }
    const bare = host.replace(/^www\./, '');
    const url = `https://${host}${path}`;
    if (excluded(bare) || used(url)) continue;
    return { url, title, snippet: pick(random, SNIPPETS)(siteCtx.title), host: bare };
  }
  const host = `${slugOf(words)}-directory-${position}.info`;
  return { url: `https://${host}/`, title: `${titleOf(ctx.keyword)} Directory`, snippet: '', host };
}

/** SERPs built so far, by query and excluded hosts; a bounded memo (oldest dropped first). */
const SERPS = new Map<string, { results: SyntheticResult[]; urls: Set<string> }>();
const MAX_SERPS = 500;

/**
 * The result at `position` of the simulated SERP for a query, where no URL appears twice (a real engine does
 * not list the same page at two positions) and no host in `excludedHosts` (or under it) appears at all.
 * Positions are drawn in order and remembered, so asking for any position gives the same answer every time.
 */
export function syntheticResultAt(ctx: SerpContext, position: number, excludedHosts: readonly string[]): SyntheticResult {
  const key = JSON.stringify([ctx.engine, ctx.location, ctx.keyword, [...excludedHosts].sort()]);
  let serp = SERPS.get(key);
  if (!serp) {
    serp = { results: [], urls: new Set() };
    SERPS.set(key, serp);
    if (SERPS.size > MAX_SERPS) SERPS.delete(SERPS.keys().next().value as string);
  }
  const { results, urls } = serp;
  const excluded = (host: string) => excludedHosts.some((target) => isHostUnder(host, target));
  while (results.length < position) {
    const next = syntheticResult(ctx, results.length + 1, excluded, (url) => urls.has(url));
    results.push(next);
    urls.add(next.url);
  }
  return results[position - 1] as SyntheticResult;
}
