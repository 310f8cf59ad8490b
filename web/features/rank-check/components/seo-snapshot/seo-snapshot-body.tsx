import EyeOff from 'lucide-react/icons/eye-off';
import type { SeoSnapshot } from '../../../../../contracts/seo-snapshot';
import type { Device } from '../../../../../core/search/devices';
import type { SearchEngine } from '../../../../../core/search/engines';
import { Alert } from '../../../../components/ui/alert';
import { ApiError } from '../../../../lib/api-client';
import type { SeoSnapshotState } from '../../api/seo-snapshots';
import { OnPageMetrics } from './on-page-metrics';
import { PerformanceInsights } from './performance-insights';
import { SerpPreviewBox } from './serp-preview-box';
import { SnapshotChanges } from './snapshot-changes';
import { SnapshotError } from './snapshot-error';
import { SnapshotLoading } from './snapshot-loading';

interface SeoSnapshotBodyProps {
  state: SeoSnapshotState;
  engine: SearchEngine;
  device: Device;
}

function AnalysedUrl({ snapshot }: { snapshot: SeoSnapshot }) {
  const finalUrl = snapshot.onPage?.finalUrl ?? snapshot.url;
  return (
    <p className="text-sm text-muted-foreground">
      Analysed: <span className="font-medium [overflow-wrap:anywhere] text-foreground">{finalUrl}</span>
      {finalUrl === snapshot.url ? null : <span className="[overflow-wrap:anywhere]"> (redirected from {snapshot.url})</span>}
    </p>
  );
}

/** What the snapshot found, or why there is nothing yet: the panel's lazily loaded content. */
export function SeoSnapshotBody({ state, engine, device }: SeoSnapshotBodyProps) {
  const { snapshot, pageSpeed, error, retry } = state;
  if (error) {
    const message = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
    return <SnapshotError title="Could not analyse the page" message={message} onRetry={retry} />;
  }
  if (!snapshot || !pageSpeed || state.isCreating) return <SnapshotLoading />;
  const { onPage } = snapshot;
  return (
    <div className="grid gap-6">
      <AnalysedUrl snapshot={snapshot} />
      {onPage ? null : (
        <SnapshotError
          title="The page could not be read"
          message={snapshot.onPageError?.message ?? 'The page could not be read.'}
          onRetry={retry}
        />
      )}
      {onPage?.noindex ? (
        <Alert tone="danger" icon={<EyeOff aria-hidden="true" />} title="This page asks search engines not to index it">
          Its robots meta tag or X-Robots-Tag header says noindex, so search engines leave it out of their results. Remove
          it if this page should rank.
        </Alert>
      ) : null}
      <SnapshotChanges changes={snapshot.changes} />
      <PerformanceInsights pageSpeed={pageSpeed} />
      {onPage ? <OnPageMetrics onPage={onPage} /> : null}
      {onPage ? <SerpPreviewBox engine={engine} device={device} onPage={onPage} /> : null}
    </div>
  );
}
