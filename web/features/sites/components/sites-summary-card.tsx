import Globe from 'lucide-react/icons/globe';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { DomainText } from '../../../components/domain-text';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths, sitePagePath } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useSites } from '../api/sites';
import { percentText, pointsText } from '../lib/format-tracking';

/** Sites the dashboard lists; the rest are on /sites. */
const SHOWN = 5;

/**
 * The dashboard's 'Your sites': each tracked site on its own line (visibility, its change over 7 days, keywords in
 * the top 10), so one client's good week does not hide another's bad one in a blended average.
 */
export function SitesSummaryCard() {
  const sites = useSites('7');
  const items = [...(sites.data?.items ?? [])].sort((a, b) => b.trackedQueries - a.trackedQueries || a.site.localeCompare(b.site));
  return (
    <Card aria-labelledby="sites-summary-title" role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div>
          <CardTitle id="sites-summary-title" className="text-lg">
            Your sites
          </CardTitle>
          <CardDescription>Visibility now and over the last 7 days.</CardDescription>
        </div>
        <Link to={paths.sites} className="shrink-0 text-sm font-medium text-brand underline-offset-2 hover:underline">
          All sites
        </Link>
      </CardHeader>
      <CardContent>
        {sites.isPending ? (
          <Skeleton className="h-24" />
        ) : sites.isError ? (
          <LoadError what="your sites" error={sites.error} onRetry={() => void sites.refetch()} />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-5 text-sm">
            <Globe aria-hidden="true" className="size-6 text-brand" />
            <p className="text-muted-foreground">Track a site’s keywords on the engines, locations and devices you care about, and see each site’s visibility here.</p>
            <Link to={paths.sites} className={buttonClasses('primary', 'sm')}>
              Track a site
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {items.slice(0, SHOWN).map((item) => (
              <li key={item.site} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <Link to={sitePagePath(item.site)} className="font-medium text-brand underline-offset-2 hover:underline">
                    <DomainText>{item.site}</DomainText>
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {item.trackedQueries.toLocaleString('en-US')} tracked queries · {item.top10.toLocaleString('en-US')} in the top 10
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p className="font-semibold tabular-nums">{percentText(item.visibility)}</p>
                  <p className={cn('text-xs tabular-nums', (item.visibilityChange ?? 0) > 0 ? 'text-success' : (item.visibilityChange ?? 0) < 0 ? 'text-danger' : 'text-muted-foreground')}>
                    {pointsText(item.visibilityChange)}
                  </p>
                </div>
              </li>
            ))}
            {items.length > SHOWN ? (
              <li className="pt-3 text-sm text-muted-foreground">
                and {items.length - SHOWN} more on <Link to={paths.sites} className="font-medium text-brand underline-offset-2 hover:underline">Sites</Link>
              </li>
            ) : null}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
