import type { AiOverviewRead, PageFeature, PageFeatures } from '../search/serp-features';
import { matchesTarget } from './match-target';
import type { Target } from './parse-target';

/** A tracked competitor: how it is shown and what its URLs match. */
export interface HoldingCompetitor {
  url: string;
  target: Target;
}

/** A feature the page shows, and who of the site and its competitors holds it (links to a page of theirs). */
export interface FeatureHolding {
  feature: PageFeature['feature'];
  heldBySite: boolean;
  /** The competitors holding it, as tracked. */
  competitors: string[];
}

/**
 * Whether an AI Overview cites the site and its competitors:
 * - `none`: the page had no overview;
 * - `cited`: the overview's sources were read: the site's place among them (from 1; null when not cited), how
 *   many there are, and each competitor cited with its place;
 * - `unreadable`: an overview was shown and could not be read (Google could not generate it, its sources were
 *   missing, or fetching a deferred one failed). Nobody can tell whether the site was cited.
 */
export type AiOverviewCitation =
  | { state: 'none' }
  | { state: 'cited'; sources: number; sitePosition: number | null; competitors: { url: string; position: number }[] }
  | { state: 'unreadable'; reason: string };

/** An overview in a list row or a chart point: where it cites the site among how many sources, without the competitors. */
export type AiOverviewSummary = { state: 'none' } | { state: 'cited'; sitePosition: number | null; sources: number } | { state: 'unreadable' };

/** The site's place among an overview's sources; null when it cites others, none was shown, or it was not read. */
export const citedPosition = (overview: AiOverviewSummary | null | undefined): number | null => (overview?.state === 'cited' ? overview.sitePosition : null);

/** An overview that says whether the site is cited: none was shown, or its sources were read. Unreadable and unknown say nothing. */
export function wasRead<T extends AiOverviewSummary>(overview: T | null | undefined): overview is Exclude<T, { state: 'unreadable' }> {
  return overview?.state === 'none' || overview?.state === 'cited';
}

/** A stored citation as a summary; null (unknown) stays null. */
export function aiOverviewSummary(citation: AiOverviewCitation | null): AiOverviewSummary | null {
  if (citation === null) return null;
  if (citation.state === 'cited') return { state: 'cited', sitePosition: citation.sitePosition, sources: citation.sources };
  return { state: citation.state };
}

/** The first place (from 1) among `urls` that belongs to `target`, or null. */
function placeOf(target: Target, urls: readonly string[]): number | null {
  const index = urls.findIndex((url) => matchesTarget(target, url));
  return index === -1 ? null : index + 1;
}

/** The overview's citations of the site and its competitors. A deferred overview not fetched is unreadable. */
export function aiOverviewCitation(overview: AiOverviewRead, site: Target, competitors: readonly HoldingCompetitor[]): AiOverviewCitation {
  switch (overview.state) {
    case 'none':
      return { state: 'none' };
    case 'unreadable':
      return { state: 'unreadable', reason: overview.reason };
    case 'deferred':
      return { state: 'unreadable', reason: 'The overview loads after the page and was not fetched.' };
    case 'shown': {
      const urls = overview.references.map((reference) => reference.url);
      return {
        state: 'cited',
        sources: urls.length,
        sitePosition: placeOf(site, urls),
        competitors: competitors.flatMap((competitor) => {
          const position = placeOf(competitor.target, urls);
          return position === null ? [] : [{ url: competitor.url, position }];
        }),
      };
    }
  }
}

/**
 * Who holds each feature of a page, matched with the same URL rules as ranks (subdomains, a page's path, the
 * engines' redirect wrappers), and whether its AI Overview cites them.
 */
export function featureHoldings(
  features: PageFeatures,
  site: Target,
  competitors: readonly HoldingCompetitor[],
): { features: FeatureHolding[]; aiOverview: AiOverviewCitation } {
  return {
    features: features.blocks.map((block) => ({
      feature: block.feature,
      heldBySite: block.links.some((url) => matchesTarget(site, url)),
      competitors: competitors.filter((competitor) => block.links.some((url) => matchesTarget(competitor.target, url))).map((competitor) => competitor.url),
    })),
    aiOverview: aiOverviewCitation(features.aiOverview, site, competitors),
  };
}

/**
 * The richest kind of result the site has on the page: holding the featured snippet outranks a local pack place,
 * which outranks a plain organic result. `rank` stays the organic position whatever this says.
 */
export function richestResultType(rank: number, holdings: readonly FeatureHolding[]): 'featured snippet' | 'local pack' | 'organic' | 'not found' {
  const held = (feature: FeatureHolding['feature']) => holdings.some((holding) => holding.feature === feature && holding.heldBySite);
  if (held('answer_box')) return 'featured snippet';
  if (held('local_pack')) return 'local pack';
  return rank > 0 ? 'organic' : 'not found';
}

/** An AI Overview citation in plain words for exports: "cited #2 of 5", "not cited (5 sources)", "shown, unreadable", "none". */
export function aiOverviewText(citation: AiOverviewCitation): string {
  if (citation.state === 'none') return 'none';
  if (citation.state === 'unreadable') return 'shown, unreadable';
  return citation.sitePosition === null ? `not cited (${citation.sources} sources)` : `cited #${citation.sitePosition} of ${citation.sources}`;
}

/** Features with who holds them, for exports: "Featured snippet: you; People also ask: rival.com; Videos". */
export function featureHoldingsText(holdings: readonly FeatureHolding[], labels: Record<FeatureHolding['feature'], string>): string {
  return holdings
    .map((holding) => {
      const holders = [...(holding.heldBySite ? ['you'] : []), ...holding.competitors];
      return holders.length > 0 ? `${labels[holding.feature]}: ${holders.join(', ')}` : labels[holding.feature];
    })
    .join('; ');
}
