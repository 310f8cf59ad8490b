import type { PageSpeedState } from '../../../../../contracts/seo-snapshot';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { Spinner } from '../../../../components/ui/spinner';
import { PageSpeedResultView } from './page-speed-result';
import { PageSpeedUnavailable } from './page-speed-unavailable';
import { SnapshotSection } from './snapshot-section';

function Measuring() {
  return (
    <div className="rounded-lg bg-muted p-4">
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        <Spinner className="size-4 text-brand" />
        Measuring page speed… this takes up to a minute
      </p>
      <ProgressBar value={undefined} label="Page speed measurement" className="mt-3 bg-background" />
    </div>
  );
}

/** Section 'Performance insights': the PageSpeed run's score, while it runs, or why there is none. */
export function PerformanceInsights({ pageSpeed }: { pageSpeed: PageSpeedState }) {
  return (
    <SnapshotSection title="Performance insights">
      {pageSpeed.status === 'pending' ? <Measuring /> : null}
      {pageSpeed.status === 'ready' ? <PageSpeedResultView result={pageSpeed.result} /> : null}
      {pageSpeed.status === 'unavailable' ? <PageSpeedUnavailable state={pageSpeed} /> : null}
    </SnapshotSection>
  );
}
