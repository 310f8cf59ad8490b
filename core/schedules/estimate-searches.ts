import type { Device } from '../search/devices';
import type { SearchEngine } from '../search/engines';
import { enginePaging, MAX_RANK, requestsToCover } from '../search/paging';
import { SEARCHES_PER_AI_ANSWER } from '../search/ai-answers';
import { showsAiOverview } from '../search/serp-features';
import type { IntervalType } from './schedule-timing';

/** An average calendar month: 365.25 / 12 days. */
const DAYS_PER_MONTH = 365.25 / 12;

const UNITS_PER_MONTH: Record<IntervalType, number> = {
  hourly: DAYS_PER_MONTH * 24,
  daily: DAYS_PER_MONTH,
  weekly: DAYS_PER_MONTH / 7,
  monthly: 1,
};

/**
 * Runs in an average month at every `intervalValue` units.
 * @example runsPerMonth('hourly', 1) // 730.5
 * @example runsPerMonth('weekly', 1) // 4.348…
 */
export function runsPerMonth(intervalType: IntervalType, intervalValue: number): number {
  return UNITS_PER_MONTH[intervalType] / Math.max(1, intervalValue);
}

/** Provider requests, at the engine's usual page sizes, that read every position through `position`. */
function requestsThrough(engine: SearchEngine, device: Device, position: number): number {
  const { firstSize, laterSize } = enginePaging(engine, device);
  if (position <= firstSize) return 1;
  return Math.min(requestsToCover(engine, device), 1 + Math.ceil((position - firstSize) / laterSize));
}

/**
 * Provider searches one scheduled run is expected to need. A scheduled scan knows where each target was last
 * found and reads the pages through the deepest of them (a site last at #45 on Google: pages through #50, 5
 * searches). One scan serves the site and its competitors, so a competitor costs nothing when it sits on those
 * pages; any target never found (0) or never checked (null) means the full scan (decisions 001 and 006).
 * @example searchesPerRun('google', 'desktop', [45, 12]) // 5
 * @example searchesPerRun('google', 'desktop', [3, null]) // 10
 */
export function searchesPerRun(engine: SearchEngine, device: Device, lastRanks: readonly (number | null)[]): number {
  const deepest = lastRanks.reduce<number>((depth, rank) => Math.max(depth, rank === null || rank <= 0 ? MAX_RANK : rank), 1);
  return requestsThrough(engine, device, Math.min(deepest, MAX_RANK));
}

/** Up to the next whole search, forgiving float error (30.000000001 is 30); never -0. */
const roundUp = (searches: number): number => Math.max(0, Math.ceil(searches - 1e-9));

/** What a schedule costs, as the estimate contract words it. */
export interface SearchEstimate {
  runsPerMonth: number;
  searchesPerRun: number;
  /** Rounded up: "about 1 search a month" rather than 0 for a quarterly check. */
  searchesPerMonth: number;
  /**
   * At most this many more a month: one a run when the engine's AI Overview loads after the page and has to be
   * fetched on its own (Google; decision 023). Not in `searchesPerMonth`, since most pages need none.
   */
  overviewSearchesPerMonth: number;
}

/**
 * Searches one run may add for a deferred AI Overview: 1 on an engine whose pages show one, else 0.
 * @example overviewSearchesPerRun('google') // 1
 */
export function overviewSearchesPerRun(engine: SearchEngine): number {
  return showsAiOverview(engine) ? 1 : 0;
}

export interface EstimateInput {
  searchEngine: SearchEngine;
  device: Device;
  intervalType: IntervalType;
  intervalValue: number;
  /** Where the site and then each competitor was last found: 1–100, 0 not found, null never checked. */
  lastRanks: readonly (number | null)[];
  /** AI answer engines sampled on each run (Google AI Mode, Bing Copilot): one search each a run. */
  aiAnswerEngines?: number;
}

/**
 * "About N searches a month": runs a month × searches a run (its result pages, and its AI answer samples). It counts what the schedule asks of the provider
 * on its own; runs of the same query by other schedules and cached pages can only make it less.
 * @example estimateSearches({ searchEngine: 'google', device: 'desktop', intervalType: 'daily', intervalValue: 1, lastRanks: [45] })
 * // { runsPerMonth: 30.44, searchesPerRun: 5, searchesPerMonth: 153, overviewSearchesPerMonth: 31 }
 */
export function estimateSearches(input: EstimateInput): SearchEstimate {
  const runs = runsPerMonth(input.intervalType, input.intervalValue);
  const perRun = searchesPerRun(input.searchEngine, input.device, input.lastRanks) + (input.aiAnswerEngines ?? 0) * SEARCHES_PER_AI_ANSWER;
  return {
    runsPerMonth: Math.round(runs * 100) / 100,
    searchesPerRun: perRun,
    searchesPerMonth: roundUp(runs * perRun),
    overviewSearchesPerMonth: roundUp(runs * overviewSearchesPerRun(input.searchEngine)),
  };
}
