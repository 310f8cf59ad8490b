import { Suspense } from 'react';
import type { RankCheckResult } from '../../../../contracts/rank-check';
import { lazyWithData } from '../../../components/with-data-layer';

// Only checks with competitors show the card: its code is fetched with the first such result, not with the page.
const CompetitorAnalysisCard = lazyWithData(async () => (await import('./competitor-analysis-card')).CompetitorAnalysisCard);

interface LatestCompetitorAnalysisProps {
  /** The checker's latest result. */
  result: RankCheckResult;
  /** Tells one check from the next, even with the same result. */
  checkNumber: number;
}

/**
 * The Competitor Analysis of the latest check that succeeded, shown under the result (the checker hands it
 * over: features do not import each other). A new check brings it back after it was dismissed.
 */
export function LatestCompetitorAnalysis({ result, checkNumber }: LatestCompetitorAnalysisProps) {
  if (result.competitors.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by the check: a dismissed card stays dismissed for its check, and a new check shows its own. */}
      <CompetitorAnalysisCard key={checkNumber} check={result} />
    </Suspense>
  );
}
