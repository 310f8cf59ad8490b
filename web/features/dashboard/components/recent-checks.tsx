import { Link } from 'react-router';
import type { HistoryEntry } from '../../../../contracts/history';
import { RANK_BANDS, rankBand } from '../../../../core/ranking/rank-band';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { isLocationCode, locationLabel } from '../../../../core/search/locations';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { SOFT_CLASS, bandTone } from '../../../lib/band-tone';
import { cn } from '../../../lib/cn';
import { useRecentChecks } from '../api/get-recent-checks';
import { LoadError } from '../../../components/ui/load-error';
import { trendText } from '../../../../core/ranking/rank-trend';
import { SimulatedBadge } from '../../../components/rank/simulated-badge';
import { TrendBadge } from '../../../components/rank/trend-badge';
import { DEVICE_LABELS } from '../../../../core/search/devices';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function CheckRow({ entry }: { entry: HistoryEntry }) {
  const band = rankBand(entry.rankPosition);
  const found = entry.rankPosition > 0;
  const location = isLocationCode(entry.location) ? locationLabel(entry.location) : entry.location.toUpperCase();
  return (
    <li className="flex items-start gap-4 py-3.5" data-band={band}>
      <span
        title={RANK_BANDS[band].label}
        className={cn('flex size-12 shrink-0 flex-col items-center justify-center rounded-lg font-bold', SOFT_CLASS[bandTone(band)])}
      >
        <span className="sr-only">Rank </span>
        {found ? `#${entry.rankPosition}` : <span className="text-center text-[0.65rem] leading-tight">Not found</span>}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-medium break-words">{entry.keyword}</p>
          <TrendBadge rank={entry.rankPosition} previousRank={entry.previousRank} />
        </div>
        <p className="text-sm break-words text-muted-foreground">
          {entry.websiteUrl} · {ENGINE_LABELS[entry.searchEngine]} · {location}
          {entry.device === 'mobile' ? ` · ${DEVICE_LABELS.mobile}` : ''}
        </p>
        {entry.simulated ? <SimulatedBadge className="mt-1" /> : null}
        <p className="mt-0.5 text-xs text-muted-foreground">
          <time dateTime={entry.checkedAt}>{dateFormat.format(new Date(entry.checkedAt))}</time> ·{' '}
          <span>{trendText(entry.rankPosition, entry.previousRank)}</span>
        </p>
      </div>
    </li>
  );
}

/** The 5 most recent checks with their trend against the check before each. */
export function RecentChecks() {
  const recent = useRecentChecks();
  return (
    <Card aria-labelledby="recent-checks-title" role="region">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div>
          <CardTitle id="recent-checks-title" className="text-lg">
            Recent checks
          </CardTitle>
          <CardDescription>Your latest rankings and how they moved.</CardDescription>
        </div>
        <Link to={paths.history} className="shrink-0 text-sm font-medium text-brand underline-offset-2 hover:underline">
          View history
        </Link>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading recent checks…</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : recent.isError ? (
          <LoadError what="your recent checks" error={recent.error} onRetry={() => void recent.refetch()} />
        ) : recent.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            No checks yet. Run your first check and it will appear here.
          </p>
        ) : (
          <ul className="divide-y divide-border">
            {recent.data.map((entry) => (
              <CheckRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
