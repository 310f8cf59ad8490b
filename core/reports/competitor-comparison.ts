import type { ReportCheck } from './report-input';
import { averageFoundRank, compareText } from './rounding';

export interface CompetitorComparison {
  url: string;
  /** Checks of the site that also tracked this competitor. */
  checks: number;
  /** Average found rank of the competitor over those checks (1 decimal), null when never found. */
  averageRank: number | null;
  /** Average found rank of the site over the same checks (1 decimal), null when never found. */
  siteAverageRank: number | null;
  /** Checks where the site was found above the competitor, or found while the competitor was not. */
  siteAhead: number;
  /** Checks where the competitor was found above the site, or found while the site was not. */
  competitorAhead: number;
}

interface Tally {
  url: string;
  siteRanks: number[];
  competitorRanks: number[];
  siteAhead: number;
  competitorAhead: number;
}

/** Which of two ranks (0 = not found) is ahead; equal ranks and both not found are a draw. */
function ahead(siteRank: number, competitorRank: number): 'site' | 'competitor' | null {
  if (siteRank > 0 && (competitorRank === 0 || siteRank < competitorRank)) return 'site';
  if (competitorRank > 0 && (siteRank === 0 || competitorRank < siteRank)) return 'competitor';
  return null;
}

/**
 * The site against each competitor URL tracked in its checks, head to head over exactly the checks that tracked
 * that competitor. Most-tracked competitors first, ties by URL. A URL listed twice in one check counts once
 * (its first entry).
 */
export function compareCompetitors(checks: readonly ReportCheck[]): CompetitorComparison[] {
  const tallies = new Map<string, Tally>();
  for (const check of checks) {
    const seen = new Set<string>();
    for (const competitor of check.competitors) {
      if (seen.has(competitor.url)) continue;
      seen.add(competitor.url);
      let tally = tallies.get(competitor.url);
      if (!tally) {
        tally = { url: competitor.url, siteRanks: [], competitorRanks: [], siteAhead: 0, competitorAhead: 0 };
        tallies.set(competitor.url, tally);
      }
      tally.siteRanks.push(check.rank);
      tally.competitorRanks.push(competitor.rank);
      const winner = ahead(check.rank, competitor.rank);
      if (winner === 'site') tally.siteAhead += 1;
      if (winner === 'competitor') tally.competitorAhead += 1;
    }
  }
  return [...tallies.values()]
    .map((t) => ({
      url: t.url,
      checks: t.siteRanks.length,
      averageRank: averageFoundRank(t.competitorRanks),
      siteAverageRank: averageFoundRank(t.siteRanks),
      siteAhead: t.siteAhead,
      competitorAhead: t.competitorAhead,
    }))
    .sort((a, b) => b.checks - a.checks || compareText(a.url, b.url));
}
