import { rankChecks, scanPages } from '../../metrics/metrics';
import type { CompetitorResult, RankCheckResult } from '../../../contracts/rank-check';
import { featureHoldings, locateTarget, pageOfRank, resultTypeOf, richestResultType, type Target } from '../../../core/ranking/index';
import type { Device } from '../../../core/search/devices';
import type { SearchEngine } from '../../../core/search/engines';
import { locationTargeting } from '../../../core/search/location-targeting';
import type { LocationCode } from '../../../core/search/locations';
import { MAX_RANK } from '../../../core/search/paging';
import { AppError, MESSAGES } from '../../errors';
import { scanSerp, type ScanDeps, type ScanProgress } from './scan-serp';
import { serpErrorToAppError, type SerpErrorLogger } from './serp-error';

export type { ScanProgress } from './scan-serp';

/** A rank check after validation: URLs parsed, keyword normalised. */
export interface RankCheckInput {
  /** As the user typed it (trimmed); echoed back in the result. */
  websiteUrl: string;
  website: Target;
  /** Normalised (core/ranking normalizeKeyword). */
  keyword: string;
  location: LocationCode;
  engine: SearchEngine;
  device: Device;
  competitors: { url: string; target: Target }[];
}

export interface RunRankCheckDeps extends ScanDeps {
  logger: SerpErrorLogger;
  now: () => Date;
}

/** The result of a check before it is saved; `previousRank` is added by the caller for signed-in users. */
export type ScannedRankCheck = Omit<RankCheckResult, 'previousRank'>;

/** One organic result as the detail of a tracked query lists it. */
export interface SerpResult {
  url: string;
  title: string;
}

/** A scanned check and the organic results it read (top 100 at most), for a tracked query's detail. */
export interface ScannedWithResults {
  result: ScannedRankCheck;
  results: SerpResult[];
}

/** runRankCheck's result alone: guests, benchmarks and the API answer have no use for the results list. */
export async function runRankCheck(
  deps: RunRankCheckDeps,
  input: RankCheckInput,
  options: { onProgress?: (progress: ScanProgress) => void; signal?: AbortSignal; firstWaveUntil?: number } = {},
): Promise<ScannedRankCheck> {
  return (await scanRankCheck(deps, input, options)).result;
}

/**
 * Finds the site and its competitors in one scan of the engine's results (rank-check/scan-serp). 'Not found'
 * is only reported after the scan covered 100 positions or the engine said it had no more; a provider failure,
 * or a result we could not identify before the rank found, fails the whole check (AppError 502): a failure is
 * never a rank.
 */
export async function scanRankCheck(
  deps: RunRankCheckDeps,
  input: RankCheckInput,
  options: { onProgress?: (progress: ScanProgress) => void; signal?: AbortSignal; firstWaveUntil?: number } = {},
): Promise<ScannedWithResults> {
  try {
    const scanned = await scanOnce(deps, input, options);
    rankChecks.inc({ engine: input.engine, outcome: scanned.result.rank === null ? 'not_found' : 'found' });
    scanPages.observe({ engine: input.engine }, scanned.result.pagesScanned);
    return scanned;
  } catch (error) {
    // A check the caller abandoned (the browser left) is no failure of ours.
    if (!options.signal?.aborted) rankChecks.inc({ engine: input.engine, outcome: 'failed' });
    throw error;
  }
}

async function scanOnce(
  deps: RunRankCheckDeps,
  input: RankCheckInput,
  options: { onProgress?: (progress: ScanProgress) => void; signal?: AbortSignal; firstWaveUntil?: number },
): Promise<ScannedWithResults> {
  const targets = [input.website, ...input.competitors.map((c) => c.target)];
  const scanned = await scanSerp(
    deps,
    { engine: input.engine, location: input.location, device: input.device, keyword: input.keyword },
    targets,
    { hints: [...new Set(targets.map(targetHint))], ...options },
  );
  if (!scanned.ok) throw serpErrorToAppError(scanned.error, deps.fetcher.providerName, deps.logger);
  const { sequence, pagesScanned, features } = scanned.scan;

  const located = targets.map((target) => locateTarget(target, sequence));
  if (located.some((l) => !l.certain)) {
    deps.logger.warn(
      { provider: deps.fetcher.providerName, engine: input.engine, keyword: input.keyword },
      'Some results could not be identified (their redirect did not resolve); the check fails rather than guess',
    );
    throw new AppError('SERP_ERROR', MESSAGES.serpError(`${input.engine === 'baidu' ? 'Baidu' : 'The engine'} result links could not be read; please try again`));
  }
  const [site, ...others] = located;
  if (!site) throw new Error('a check always has its website as the first target');
  // Who of the site and its competitors holds each feature of the first page, and the AI Overview's citations.
  const holdings = features ? featureHoldings(features, input.website, input.competitors) : undefined;
  const competitors: CompetitorResult[] = input.competitors.map(({ url }, i) => {
    const found = others[i];
    if (!found) throw new Error('a check locates every competitor it was given');
    return { url, rank: found.rank, page: pageOfRank(found.rank), matchedUrl: found.matchedUrl };
  });
  const result: ScannedRankCheck = {
    rank: site.rank,
    page: pageOfRank(site.rank),
    type: holdings ? richestResultType(site.rank, holdings.features) : resultTypeOf(site.rank),
    matchedUrl: site.matchedUrl,
    otherPositions: site.otherPositions,
    checkedAt: deps.now().toISOString(),
    source: deps.fetcher.providerName,
    simulated: deps.fetcher.simulated,
    pagesScanned,
    resultsScanned: Math.min(sequence.length, MAX_RANK),
    keyword: input.keyword,
    websiteUrl: input.websiteUrl,
    location: input.location,
    searchEngine: input.engine,
    device: input.device,
    locationTargeting: locationTargeting(input.engine, input.location),
    competitors,
    ...(holdings ? { serpFeatures: holdings.features, aiOverview: holdings.aiOverview } : {}),
  };
  // Every position kept, so a result's place is its index; a link never resolved keeps the engine's redirect.
  const results = sequence.slice(0, MAX_RANK).map((entry) => ({ url: entry.url ?? entry.redirect ?? '', title: entry.title }));
  return { result, results };
}

/** What the provider needs to know about a target: its registrable domain or host. */
function targetHint(target: Target): string {
  return target.kind === 'site' ? target.registrableDomain : target.host;
}
