import { useCurrentWorkspace } from '../../../lib/workspaces';
import Globe from 'lucide-react/icons/globe';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SiteSummary } from '../../../../contracts/tracking';
import { Badge } from '../../../components/ui/badge';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, sitePagePath } from '../../../config/paths';
import { site as product } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { useSites } from '../api/sites';
import { compareText, percentText, pointsText } from '../lib/format-tracking';
import { AddKeywordsDialog } from './add-keywords-dialog';
import { CompareSelect } from './compare-select';

function SiteRow({ item, now, compare }: { item: SiteSummary; now: Date; compare: string }) {
  const change = item.visibilityChange;
  return (
    <tr className="border-t border-border">
      <th scope="row" className="px-4 py-3 text-left font-medium">
        <Link to={sitePagePath(item.site)} className="[overflow-wrap:anywhere] text-brand underline-offset-2 hover:underline">
          {item.site}
        </Link>
        <span className="block text-xs font-normal text-muted-foreground">
          {item.keywords.toLocaleString('en-US')} keywords · {item.trackedQueries.toLocaleString('en-US')} tracked queries
        </span>
        {item.runsPending ? (
          <Badge tone="brand" className="mt-1">
            Checking {item.runsPending.toLocaleString('en-US')}…
          </Badge>
        ) : null}
      </th>
      <td className="px-3 py-3 tabular-nums">
        <span className="font-semibold">{percentText(item.visibility)}</span>
        <span
          className={cn('block text-xs', change === null || Math.abs(change) < 0.05 ? 'text-muted-foreground' : change > 0 ? 'text-success' : 'text-danger')}
          title={`Since ${compareText(compare)}`}
        >
          {pointsText(change)}
        </span>
      </td>
      <td className="hidden px-3 py-3 tabular-nums sm:table-cell">{item.top3.toLocaleString('en-US')}</td>
      <td className="hidden px-3 py-3 tabular-nums sm:table-cell">{item.top10.toLocaleString('en-US')}</td>
      <td className="hidden px-3 py-3 tabular-nums md:table-cell">{item.averagePosition === null ? '—' : item.averagePosition.toFixed(1)}</td>
      <td className="hidden px-3 py-3 text-sm text-muted-foreground lg:table-cell">{item.lastCheckedAt ? formatRelativeTime(item.lastCheckedAt, now) : 'Not yet'}</td>
    </tr>
  );
}

/** "480 of 5,000 tracked queries": how much of the plan's tracking is used, warned near the end. */
function AllowanceLine({ tracked, max }: { tracked: number; max: number }) {
  const near = tracked >= max * 0.9;
  return (
    <p className={cn('mt-1 text-sm', near ? 'font-medium text-foreground' : 'text-muted-foreground')}>
      {tracked.toLocaleString('en-US')} of {max.toLocaleString('en-US')} tracked queries your plan holds
      {near ? (
        <>
          {' · '}
          <Link to={paths.pricing} className="font-medium underline underline-offset-2">
            See plans
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** /sites — every site the user tracks, with its visibility and how it moved, leading to each site's keywords. */
export function SitesPage() {
  useDocumentTitle(`Sites — ${product.name}`);
  const [compare, setCompare] = useState('7');
  const sites = useSites(compare);
  const now = useNow(60_000);
  const items = sites.data?.items ?? [];
  const canTrack = useCurrentWorkspace().can('track');
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Sites</h1>
          <p className="mt-1 text-muted-foreground">{canTrack ? 'Every site you track, its visibility and its keywords.' : 'The sites shared with you, their visibility and their keywords.'}</p>
          {canTrack && sites.data && sites.data.allowance.tracked > 0 ? <AllowanceLine {...sites.data.allowance} /> : null}
        </div>
        {canTrack ? <AddKeywordsDialog label="Track a site" /> : null}
      </header>
      {sites.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : sites.isError ? (
        <LoadError what="your sites" error={sites.error} onRetry={() => void sites.refetch()} />
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-10 text-center">
          <Globe aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
          <h2 className="mt-3 text-lg font-semibold">No sites tracked yet</h2>
          <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">
            Track a site’s keywords on the engines, locations and devices you care about: ranks arrive within minutes, then every day.
          </p>
        </div>
      ) : (
        <>
          <div className="flex justify-end">
            <CompareSelect value={compare} onChange={setCompare} />
          </div>
          <div className="overflow-x-auto rounded-xl border border-border bg-card" role="region" aria-label="Tracked sites" tabIndex={0}>
            <table className="w-full text-sm">
              <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">Site</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Visibility</th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">Top 3</th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">Top 10</th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold md:table-cell">Avg. position</th>
                  <th scope="col" className="hidden px-3 py-2 font-semibold lg:table-cell">Last checked</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <SiteRow key={item.site} item={item} now={now} compare={compare} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
