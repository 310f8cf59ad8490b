import type { RankCheckResult } from '../../contracts/rank-check';
import { trendText } from '../../core/ranking/rank-trend';
import type { Device } from '../../core/search/devices';
import type { SearchEngine } from '../../core/search/engines';
import type { LocationCode } from '../../core/search/locations';
import { SERP_FEATURE_LABELS } from '../../core/search/serp-features';
import { enginePaging, requestsToCover } from '../../core/search/paging';
import { overviewSearchesPerRun } from '../../core/schedules/estimate-searches';
import { queryText, rankText, searchesText } from './describe';

export interface PlannedCheck {
  websiteUrl: string;
  keyword: string;
  searchEngine: SearchEngine;
  location: LocationCode;
  device: Device;
  competitorUrls: string[];
}

/**
 * What one check can cost: a scan reads result pages one provider search each until the site and competitors
 * are found or the top 100 are read (server/services/rank-check/scan-serp.ts), so the most it needs is the
 * number of pages that cover 100 results at the engine's usual page size (core/search/paging.ts), plus one on
 * Google when its AI Overview loads after the page (decision 023).
 */
export function checkCost(engine: SearchEngine, device: Device): { maxSearches: number; pages: number; overview: number; resultsPerPage: number } {
  const pages = requestsToCover(engine, device);
  const overview = overviewSearchesPerRun(engine);
  return { maxSearches: pages + overview, pages, overview, resultsPerPage: enginePaging(engine, device).laterSize };
}

/** The answer to a first call: what would be checked, what it may spend, and how to go ahead. */
export function previewText(check: PlannedCheck, facts: { simulated: boolean; dailyChecksRemaining: number | null }): string {
  const { maxSearches, overview, resultsPerPage } = checkCost(check.searchEngine, check.device);
  const competitors = check.competitorUrls.length > 0 ? `, with competitors ${check.competitorUrls.join(', ')}` : '';
  const lines = [
    `Nothing has been checked yet. This would check where ${check.websiteUrl} ranks for "${check.keyword}" on ${queryText({ engine: check.searchEngine, location: check.location, device: check.device })}${competitors}.`,
    '',
  ];
  if (facts.simulated) {
    lines.push(
      'This Rank Checker uses its built-in simulated search engine: no provider searches are spent, and the ranks it reports are not real search results.',
    );
  } else {
    lines.push(
      `Cost: up to ${searchesText(maxSearches)} with the search provider (one per results page of about ${resultsPerPage} results, to read the top 100` +
        (overview > 0 ? ", and one more when Google's AI Overview loads after the page and has to be read on its own). " : '). ') +
        `The scan stops as soon as the site${check.competitorUrls.length > 0 ? ' and its competitors are' : ' is'} found, competitors share the same pages, ` +
        'and pages this Rank Checker fetched for the same query recently (its cache window, an hour by default) cost nothing. ' +
        'A page that holds fewer results than usual can need one more search.',
    );
  }
  if (facts.dailyChecksRemaining !== null) {
    lines.push(`It also uses 1 of the ${facts.dailyChecksRemaining} rank checks left today on this account.`);
  }
  lines.push('', 'To run it, ask the user, then call check_rank again with the same arguments and confirm: true.');
  return lines.join('\n');
}

/** The AI Overview (Google) and the SERP features of the first page, when the provider read them. */
function pageFeatureLines(result: RankCheckResult): string[] {
  const lines: string[] = [];
  const overview = result.searchEngine === 'google' ? result.aiOverview : undefined;
  if (overview?.state === 'none') lines.push('AI Overview: none on the page.');
  if (overview?.state === 'unreadable') lines.push(`AI Overview: shown, but it could not be read, so whether it cites the site is unknown (${overview.reason}).`);
  if (overview?.state === 'cited') {
    const others = overview.competitors.map((c) => `${c.url} #${c.position}`).join(', ');
    const sources = `${overview.sources} ${overview.sources === 1 ? 'source' : 'sources'}`;
    const cited = overview.sitePosition === null ? `does not cite the site (${sources})` : `cites the site #${overview.sitePosition} of ${sources}`;
    lines.push(`AI Overview: ${cited}${others ? `; competitors cited: ${others}` : ''}.`);
  }
  if (result.serpFeatures && result.serpFeatures.length > 0) {
    const features = result.serpFeatures.map((f) => {
      const holder = f.heldBySite ? 'held by the site' : f.competitors.length > 0 ? `held by ${f.competitors.join(', ')}` : 'held by others';
      return `${SERP_FEATURE_LABELS[f.feature]} (${holder})`;
    });
    lines.push(`SERP features on page 1: ${features.join(', ')}.`);
  }
  return lines;
}

/** A finished check in words: rank, page, URL, the previous rank, competitors, and whether it was simulated. */
export function resultText(result: RankCheckResult): string {
  const query = queryText({ engine: result.searchEngine, location: result.location, device: result.device });
  const lines =
    result.rank > 0
      ? [`${result.websiteUrl} ranks ${rankText(result.rank)} for "${result.keyword}" on ${query}.`, `Ranking URL: ${result.matchedUrl ?? 'unknown'}`]
      : [`${result.websiteUrl} is ${rankText(0, result.resultsScanned)} for "${result.keyword}" on ${query}.`];
  if (result.otherPositions.length > 0) {
    lines.push(`Also listed at: ${result.otherPositions.map((p) => `#${p.rank} ${p.url}`).join(', ')}`);
  }
  if (result.previousRank !== undefined) lines.push(`Against the previous check: ${trendText(result.rank, result.previousRank)}.`);
  if (result.competitors.length > 0) {
    lines.push('Competitors:');
    for (const c of result.competitors) {
      lines.push(`- ${c.url}: ${rankText(c.rank, result.resultsScanned)}${c.matchedUrl ? ` ${c.matchedUrl}` : ''}`);
    }
  }
  lines.push(...pageFeatureLines(result));
  if (result.locationTargeting.note) lines.push(`Location: ${result.locationTargeting.note}`);
  lines.push(`Read ${result.resultsScanned} results from ${result.pagesScanned} result ${result.pagesScanned === 1 ? 'page' : 'pages'} (cached pages included).`);
  if (result.simulated) lines.push('Simulated: these results come from the built-in simulated search engine, not a real one.');
  return lines.join('\n');
}
