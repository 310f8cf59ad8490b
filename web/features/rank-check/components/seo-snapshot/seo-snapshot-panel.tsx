import { lazy, Suspense, useState } from 'react';
import { Collapsible } from 'radix-ui';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ScanSearch from 'lucide-react/icons/scan-search';
import type { RankCheckResult } from '../../../../../contracts/rank-check';
import { snapshotUrlFor } from '../../../../../core/seo/snapshot-url';
import { useSeoSnapshot } from '../../api/seo-snapshots';
import { SnapshotBoundary } from './snapshot-boundary';
import { SnapshotLoading } from './snapshot-loading';

// What the snapshot shows (verdicts, metrics, the results-page preview) comes as its own file once a result is
// on screen, so neither the home page nor the result card waits for it.
const SeoSnapshotBody = lazy(async () => ({ default: (await import('./seo-snapshot-body')).SeoSnapshotBody }));

/**
 * The collapsible 'SEO Snapshot' under a rank result: PageSpeed and on-page facts of the ranking page (or of the
 * site's home page when it was not found).
 *
 * Open by default, and the snapshot is asked for as soon as the result shows: the rank is already on screen,
 * so the request delays nothing, and PageSpeed (up to a minute) is under way while the user reads the rank. A
 * signed-in user's saved check gets its snapshot, and so its "what changed" in history, whether or not the
 * panel is read. Closing it only hides it; the request and polling carry on.
 */
export function SeoSnapshotPanel({ result }: { result: RankCheckResult }) {
  // A simulated result's ranking URL is made up (a path named after the keyword on the user's host), so reading
  // it would report on a page that may not exist: the site's home page is analysed instead.
  const matchedUrl = result.simulated ? null : result.matchedUrl;
  const url = snapshotUrlFor({ matchedUrl, rank: result.rank, websiteUrl: result.websiteUrl });
  return url ? <SnapshotDisclosure url={url} result={result} /> : null;
}

function SnapshotDisclosure({ url, result }: { url: string; result: RankCheckResult }) {
  const [open, setOpen] = useState(true);
  const state = useSeoSnapshot({ url, checkId: result.checkId, enabled: open });
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-lg border border-border">
      <h4>
        <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left font-semibold hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
          <span className="flex items-center gap-2">
            <ScanSearch aria-hidden="true" className="size-4 shrink-0 text-brand" />
            SEO Snapshot
          </span>
          <ChevronDown aria-hidden="true" className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
        </Collapsible.Trigger>
      </h4>
      <Collapsible.Content className="border-t border-border px-4 pt-4 pb-5">
        <SnapshotBoundary>
          <Suspense fallback={<SnapshotLoading />}>
            <SeoSnapshotBody state={state} engine={result.searchEngine} device={result.device} />
          </Suspense>
        </SnapshotBoundary>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
