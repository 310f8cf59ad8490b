import type { Device } from '../search/devices';
import type { SearchEngine } from '../search/engines';
import { searchKey } from '../search/query-identity';
import type { ReportCheck } from './report-input';
import { compareText } from './rounding';

/** One tracked query (keyword + engine + location + device) over the period; the shape of the contract's ReportKeyword. */
export interface KeywordSummary {
  keyword: string;
  engine: SearchEngine;
  location: string;
  device: Device;
  checks: number;
  /** At least one of its checks in the period came from the simulated engine, so its ranks may not be real. */
  simulated: boolean;
  /** Rank at the first and the last check of the period; 0 = not found. */
  firstRank: number;
  lastRank: number;
  /** Best (lowest) found rank, null when never found. */
  bestRank: number | null;
  /** Positions gained from first to last, positive = moved up; not found counts as 101. */
  change: number;
}

/** Not found sits just below the last rank a check can see (MAX_RANK 100), so losing a page-one spot counts. */
export const NOT_FOUND_RANK_VALUE = 101;

/** A rank as a position to compare: 0 (not found) becomes 101. */
export function rankValue(rank: number): number {
  return rank > 0 ? rank : NOT_FOUND_RANK_VALUE;
}

/**
 * Positions gained from `firstRank` to `lastRank`; positive = moved up.
 * @example rankChange(12, 4) // 8
 * @example rankChange(0, 40) // 61 (entered the top 100 at 40)
 */
export function rankChange(firstRank: number, lastRank: number): number {
  return rankValue(firstRank) - rankValue(lastRank);
}

/** Orders queries by keyword, then engine, then location, then device (desktop before mobile). */
export function compareQueries(a: Pick<KeywordSummary, 'keyword' | 'engine' | 'location' | 'device'>, b: Pick<KeywordSummary, 'keyword' | 'engine' | 'location' | 'device'>): number {
  return (
    compareText(a.keyword, b.keyword) ||
    compareText(a.engine, b.engine) ||
    compareText(a.location, b.location) ||
    compareText(a.device, b.device)
  );
}

/**
 * One summary per query (keyword by its key + engine + location + device) of the checks, ordered by keyword,
 * engine, location, device; a keyword spelled several ways shows its first spelling of the period.
 * Checks are read oldest first by checkedAt; equal instants keep their input order (the caller orders by id).
 */
export function summarizeKeywords(checks: readonly ReportCheck[]): KeywordSummary[] {
  const ordered = [...checks].sort((a, b) => a.checkedAt.getTime() - b.checkedAt.getTime());
  const byQuery = new Map<string, KeywordSummary>();
  for (const check of ordered) {
    const key = searchKey(check);
    const summary = byQuery.get(key);
    const found = check.rank > 0 ? check.rank : null;
    if (!summary) {
      byQuery.set(key, {
        keyword: check.keyword,
        engine: check.engine,
        location: check.location,
        device: check.device,
        checks: 1,
        simulated: check.simulated,
        firstRank: check.rank,
        lastRank: check.rank,
        bestRank: found,
        change: 0,
      });
      continue;
    }
    summary.checks += 1;
    summary.simulated ||= check.simulated;
    summary.lastRank = check.rank;
    if (found !== null && (summary.bestRank === null || found < summary.bestRank)) summary.bestRank = found;
    summary.change = rankChange(summary.firstRank, summary.lastRank);
  }
  return [...byQuery.values()].sort(compareQueries);
}
