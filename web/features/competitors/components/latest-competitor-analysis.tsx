import { lazy, Suspense } from 'react';
import { useMutationState, type MutationKey } from '@tanstack/react-query';
import type { RankCheckResult } from '../../../../contracts/rank-check';

// Only checks with competitors show the card: its code is fetched with the first such result, not with the page.
const CompetitorAnalysisCard = lazy(async () => ({ default: (await import('./competitor-analysis-card')).CompetitorAnalysisCard }));

/**
 * The Competitor Analysis of the latest check that succeeded, read from the checker's mutation (whose key the
 * app passes in: features do not import each other). Shown under the result; a new check brings it back
 * after it was dismissed.
 */
export function LatestCompetitorAnalysis({ mutationKey }: { mutationKey: MutationKey }) {
  const results = useMutationState({
    filters: { mutationKey, status: 'success' },
    select: (mutation) => ({ id: mutation.mutationId, result: mutation.state.data as RankCheckResult | undefined }),
  });
  const latest = results.at(-1);
  if (!latest?.result || latest.result.competitors.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by the check: a dismissed card stays dismissed for its check, and a new check shows its own. */}
      <CompetitorAnalysisCard key={latest.id} check={latest.result} />
    </Suspense>
  );
}
