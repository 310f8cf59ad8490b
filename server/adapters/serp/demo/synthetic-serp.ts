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
    if (excluded(bare)) continue;
    return { url: `https://${host}${path}`, title, snippet: pick(random, SNIPPETS)(siteCtx.title), host: bare };
  }
  const host = `${slugOf(words)}-directory-${position}.info`;
  return { url: `https://${host}/`, title: `${titleOf(ctx.keyword)} Directory`, snippet: '', host };
}
