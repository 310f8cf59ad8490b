import { MAX_RANK } from '../../../../core/search/paging';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import type { RankCheckProgress } from '../api/run-rank-check';

/** What the server is really doing: which result positions it is scanning now. */
export function progressText(progress: RankCheckProgress | null): string {
  if (!progress) return 'Contacting the search engine…';
  return `Scanning results ${progress.from}–${progress.to}…`;
}

export function CheckProgress({ progress }: { progress: RankCheckProgress | null }) {
  // Before the first event the amount of work is unknown: the bar is indeterminate rather than made up.
  const value = progress ? (Math.min(progress.to, MAX_RANK) / MAX_RANK) * 100 : undefined;
  return (
    <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="mb-3 flex items-center gap-3 text-sm font-medium" role="status" aria-live="polite">
        <Spinner className="size-4 text-brand" />
        <span>{progressText(progress)}</span>
      </div>
      <ProgressBar value={value} label="Rank check progress" />
      <p className="mt-3 text-xs text-muted-foreground">
        We read the organic results page by page, up to position {MAX_RANK}, and stop as soon as every site is found.
      </p>
    </div>
  );
}
