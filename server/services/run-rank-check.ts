import type { CompetitorResult, RankCheckResult } from '../../contracts/rank-check';
import { findPositions, pageOfRank, resultTypeOf, type RankedUrl, type Target } from '../../core/ranking';
import type { SearchEngine } from '../../core/search/engines';
import type { LocationCode } from '../../core/search/locations';
import { ENGINE_PAGING, MAX_RANK } from '../../core/search/paging';
import type { OrganicResult } from '../adapters/serp/serp-provider';
import type { SerpPageFetcher } from './rank-check/cached-serp-fetcher';
import { planScanWaves } from './rank-check/scan-waves';
import { serpErrorToAppError, type SerpErrorLogger } from './rank-check/serp-error';

/** A rank check after validation: URLs parsed, keyword normalised. */
export interface RankCheckInput {
  /** As the user typed it (trimmed); echoed back in the result. */
  websiteUrl: string;
  website: Target;
  /** Normalised (core/ranking normalizeKeyword). */
  keyword: string;
  location: LocationCode;
  engine: SearchEngine;
  competitors: { url: string; target: Target }[];
}

export interface ScanProgress {
  /** Absolute positions about to be scanned, e.g. 11..40. */
  from: number;
  to: number;
  /** Pages scanned before this step. */
  pagesScanned: number;
}

export interface RunRankCheckDeps {
  fetcher: SerpPageFetcher;
  logger: SerpErrorLogger;
  now: () => Date;
}

/**
 * Finds the site and its competitors in one scan of the engine's results: each page is fetched once for
 * all targets, in waves (see scan-waves), stopping once every target is found, 100 results are covered or
 * the engine has no more. 'Not found' is only reported after such a full scan; any page failure fails the
 * whole check (AppError 502) since every target depends on the same pages.
 */
export async function runRankCheck(
  deps: RunRankCheckDeps,
  input: RankCheckInput,
  onProgress?: (progress: ScanProgress) => void,
): Promise<RankCheckResult> {
  const targets = [input.website, ...input.competitors.map((c) => c.target)];
  const hints = [...new Set(targets.map(targetHint))];
  const results: RankedUrl[] = [];
  let pagesScanned = 0;
  let engineEnded = false;

  for (const wave of planScanWaves(input.engine)) {
    onProgress?.({ from: wave.from, to: wave.to, pagesScanned });
    const pages = await Promise.all(
      wave.pages.map((page) =>
        deps.fetcher.fetchPage({
          engine: input.engine,
          location: input.location,
          keyword: input.keyword,
          page,
          targets: hints,
        }),
      ),
    );
    // In page order: pages after the engine's last one do not count, even when they failed.
    for (const page of pages) {
      if (!page.ok) throw serpErrorToAppError(page.error, deps.fetcher.providerName, deps.logger);
      results.push(...page.page.results.map(toRankedUrl));
      pagesScanned += 1;
      if (!page.page.hasMore) {
        engineEnded = true;
        break;
      }
    }
    if (engineEnded || targets.every((target) => findPositions(target, results).rank > 0)) break;
  }

  const site = findPositions(input.website, results);
  const competitors: CompetitorResult[] = input.competitors.map(({ url, target }) => {
    const found = findPositions(target, results);
    return { url, rank: found.rank, page: pageOfRank(found.rank), matchedUrl: found.matchedUrl };
  });
  return {
    rank: site.rank,
    page: pageOfRank(site.rank),
    type: resultTypeOf(site.rank),
    matchedUrl: site.matchedUrl,
    otherPositions: site.otherPositions,
    checkedAt: deps.now().toISOString(),
    source: deps.fetcher.providerName,
    pagesScanned,
    resultsScanned: resultsCovered(input.engine, pagesScanned, engineEnded, results),
    keyword: input.keyword,
    websiteUrl: input.websiteUrl,
    location: input.location,
    searchEngine: input.engine,
    competitors,
  };
}

function toRankedUrl(result: OrganicResult): RankedUrl {
  return { position: result.position, url: result.url };
}

/** What the provider needs to know about a target: its registrable domain or host. */
function targetHint(target: Target): string {
  return target.kind === 'site' ? target.registrableDomain : target.host;
}

function resultsCovered(engine: SearchEngine, pagesScanned: number, engineEnded: boolean, results: RankedUrl[]): number {
  const { pageSize } = ENGINE_PAGING[engine];
  if (!engineEnded) return Math.min(pagesScanned * pageSize, MAX_RANK);
  const lastPosition = results.reduce((max, r) => (r.position <= MAX_RANK ? Math.max(max, r.position) : max), 0);
  return Math.min(Math.max(lastPosition, (pagesScanned - 1) * pageSize), MAX_RANK);
}
