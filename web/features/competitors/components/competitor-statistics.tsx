import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompetitorStatistics } from '../api/competitor-details';
import { averageText, rankText } from '../lib/format';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-muted px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

/** Spec §7 competitor statistics: average, best and worst rank and who led, over its latest 10 checks. */
export function CompetitorStatistics({ id, name }: { id: string; name: string }) {
  const statistics = useCompetitorStatistics(id);
  if (statistics.isPending) {
    return (
      <div role="status" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <span className="sr-only">Loading the statistics of {name}…</span>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  }
  if (statistics.isError) return <p className="text-sm text-muted-foreground">Its statistics could not be loaded. Reload the page to try again.</p>;
  const s = statistics.data;
  if (s.checks === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Not in any of your checks yet. Add it under “Compare with Competitors” when you check a ranking to see how it ranks beside you.
      </p>
    );
  }
  return (
    <div>
      <p className="mb-2 text-xs text-muted-foreground">
        Over your latest {s.checks === 1 ? 'check' : `${s.checks} checks`} that included it
      </p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure label="Average rank">{s.averageRank === null ? 'Not found' : averageText(s.averageRank)}</Figure>
        <Figure label="Best">{s.bestRank === null ? '—' : rankText(s.bestRank)}</Figure>
        <Figure label="Worst">{s.worstRank === null ? '—' : rankText(s.worstRank)}</Figure>
        <Figure label="Ahead of you">{s.aheadOfYou} of {s.checks}</Figure>
        <Figure label="Behind you">{s.behindYou} of {s.checks}</Figure>
        <Figure label="Not found">{s.notFound} of {s.checks}</Figure>
      </dl>
    </div>
  );
}
