import { isDeepStrictEqual } from 'node:util';
import type { AiOverviewCitation } from '../../core/ranking/feature-holdings';

/** One source an overview cites: a page of one of the keyword's sites (its domain), or of an outside site (null). */
interface CitedSource {
  link: string;
  site: string | null;
}

/** A keyword's AI Overview: its sources in order, shown on the page or deferred behind a page token. */
export interface BenchOverview {
  sources: CitedSource[];
  /** Set when the page only carries a token; the fake server answers the follow-up with the sources. */
  pageToken: string | null;
}

/**
 * AI Overviews for every third keyword (index 0, 3, 6...), alternately shown on the page and deferred. Each cites
 * 2 to 5 of the keyword's placed sites in a random order, 1 to 3 outside pages between them, and every other
 * one cites its first site a second time further down (its place is the first). Pages cited are not the ranked
 * ones, some on a subdomain, as overviews do.
 */
export function buildAiOverviews(keywords: readonly { keyword: string; placedSites: readonly string[] }[], random: () => number) {
  const overviews = new Map<string, BenchOverview>();
  keywords.forEach(({ keyword, placedSites }, k) => {
    if (k % 3 !== 0) return;
    const shuffled = [...placedSites];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
    const cited = shuffled.slice(0, 2 + Math.floor(random() * 4));
    const sources: CitedSource[] = cited.map((site, i) => ({ link: `https://${i % 2 ? 'blog' : 'www'}.${site}/guide-${k}`, site }));
    const outside = 1 + Math.floor(random() * 3);
    for (let j = 0; j < outside; j++) {
      sources.splice(Math.floor(random() * (sources.length + 1)), 0, { link: `https://www.outside-source-${k}-${j}.org/article`, site: null });
    }
    if (random() < 0.5) sources.push({ link: `https://www.${cited[0]!}/faq-${k}`, site: cited[0]! });
    overviews.set(keyword, { sources, pageToken: (k / 3) % 2 === 1 ? `bench-overview-token-${k}` : null });
  });
  return overviews;
}

/** The `ai_overview` block as SerpApi sends it (fixtures/google_ai_overview_schema_excerpt.json). */
function block(keyword: string, overview: BenchOverview) {
  return {
    text_blocks: [{ type: 'paragraph', snippet: `What ${keyword} is.`, reference_indexes: overview.sources.map((_, i) => i) }],
    references: overview.sources.map((source, i) => ({
      title: `${keyword}: source ${i + 1}`,
      link: source.link,
      snippet: `About ${keyword}.`,
      source: source.site ?? 'Outside source',
      index: i,
    })),
  };
}

/** What the fake SerpApi serves: page blocks per keyword (inline overview or token) and the follow-up per token. */
export function fakeServerOverviews(overviews: ReadonlyMap<string, BenchOverview>) {
  const blocks: Record<string, Record<string, unknown>> = {};
  const byToken: Record<string, unknown> = {};
  for (const [keyword, overview] of overviews) {
    if (overview.pageToken === null) {
      blocks[keyword] = { ai_overview: block(keyword, overview) };
      continue;
    }
    const serpapiLink = `https://serpapi.com/search.json?engine=google_ai_overview&page_token=${overview.pageToken}`;
    blocks[keyword] = { ai_overview: { page_token: overview.pageToken, serpapi_link: serpapiLink } };
    byToken[overview.pageToken] = block(keyword, overview);
  }
  return { blocks, overviews: byToken };
}

/** The citation a check must report, from what the overview was built to cite. */
export function expectedCitation(overview: BenchOverview | undefined, check: { site: string; competitors: readonly string[] }): AiOverviewCitation {
  if (!overview) return { state: 'none' };
  const placeOf = (site: string) => {
    const index = overview.sources.findIndex((source) => source.site === site);
    return index === -1 ? null : index + 1;
  };
  return {
    state: 'cited',
    sources: overview.sources.length,
    sitePosition: placeOf(check.site),
    competitors: check.competitors.flatMap((url) => {
      const position = placeOf(url);
      return position === null ? [] : [{ url, position }];
    }),
  };
}

/** A check's citation against the truth; an absent one (features unknown) is wrong too. */
export const citationIsRight = (actual: AiOverviewCitation | undefined, expected: AiOverviewCitation) => isDeepStrictEqual(actual, expected);
