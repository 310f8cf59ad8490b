import { averagePosition } from './average-position';
import { bandDistribution, type BandCount } from './band-distribution';
import { compareCompetitors, type CompetitorComparison } from './competitor-comparison';
import { dailyAverage, type DailyPoint } from './daily-average';
import { dailyVisibility, type VisibilityPoint } from './daily-visibility';
import { summarizeKeywords, type KeywordSummary } from './keyword-summary';
import { biggestMovers } from './movers';
import type { ReportInput } from './report-input';
import { periodBounds } from './report-period';
import { serpFeatureChanges, type SerpFeatureReport } from './serp-feature-changes';
import { topTransitions } from './top-transitions';

/** A period report of one site: the API's Report without `branding`, which depends on the owner's plan. */
export interface PeriodReport {
  site: string;
  from: string;
  to: string;
  generatedAt: string;
  /** keywords = tracked queries (keyword + engine + location + device), as listed in `keywords`. */
  totals: { checks: number; keywords: number };
  /** Checks of the period whose results came from the simulated engine; more than 0 means the report must say so. */
  simulatedChecks: number;
  averagePosition: number | null;
  bandDistribution: BandCount[];
  movers: { up: KeywordSummary[]; down: KeywordSummary[] };
  top10: { entered: KeywordSummary[]; left: KeywordSummary[] };
  top3: { entered: KeywordSummary[]; left: KeywordSummary[] };
  keywords: KeywordSummary[];
  competitors: CompetitorComparison[];
  dailyAverage: DailyPoint[];
  /** Visibility and share of voice at the end of each day (core/tracking's click-share curve). */
  visibility: VisibilityPoint[];
  /** AI Overview citations and SERP features over the period. */
  serpFeatures: SerpFeatureReport;
}

/**
 * Builds a site's report over the days from..to (inclusive, in the owner's zone) from its checks. Checks outside
 * the period are left out, so the caller may pass a superset.
 */
export function buildReport(input: ReportInput): PeriodReport {
  const { start, endExclusive } = periodBounds(input.from, input.to, input.timeZone);
  const checks = input.checks.filter(
    (c) => c.checkedAt.getTime() >= start.getTime() && c.checkedAt.getTime() < endExclusive.getTime(),
  );
  const keywords = summarizeKeywords(checks);
  return {
    site: input.site,
    from: input.from,
    to: input.to,
    generatedAt: input.now.toISOString(),
    totals: { checks: checks.length, keywords: keywords.length },
    simulatedChecks: checks.filter((c) => c.simulated).length,
    averagePosition: averagePosition(keywords),
    bandDistribution: bandDistribution(keywords),
    movers: biggestMovers(keywords),
    top10: topTransitions(keywords, 10),
    top3: topTransitions(keywords, 3),
    keywords,
    competitors: compareCompetitors(checks),
    dailyAverage: dailyAverage(checks, input.from, input.to, input.timeZone),
    visibility: dailyVisibility(checks, input.from, input.to, input.timeZone),
    serpFeatures: serpFeatureChanges(checks),
  };
}
