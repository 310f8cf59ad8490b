import { Link } from 'react-router';
import Crown from 'lucide-react/icons/crown';
import Users from 'lucide-react/icons/users';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useCompetitors } from '../api/competitors';
import { COMPETITORS_RESTRICTED } from './competitors-states';

const SHOWN = 3;

interface CompetitorsSummaryCardProps {
  /**
   * Whether the plan includes competitor tracking, as the app knows it (undefined while the plan loads). The
   * list is asked for only when it does, so the free plan's dashboard makes no request bound to be refused.
   */
  included: boolean | undefined;
}

/** The dashboard's way to /competitors: who is tracked, or how to start (or that it comes with Pro). */
export function CompetitorsSummaryCard({ included }: CompetitorsSummaryCardProps) {
  const competitors = useCompetitors(included === true);
  const restricted = included === false || (competitors.error instanceof ApiError && competitors.error.code === 'FEATURE_RESTRICTED');
  const items = competitors.data?.items ?? [];
  const names = items.slice(0, SHOWN).map((c) => c.competitorName ?? c.competitorUrl);
  const more = items.length - names.length;

  return (
    <Card role="region" aria-labelledby="competitors-summary-title">
      <CardHeader>
        <CardTitle id="competitors-summary-title" className="flex items-center gap-2 text-xl">
          <Users aria-hidden="true" className="size-5 text-brand" />
          Competitors
        </CardTitle>
        <CardDescription>
          {restricted
            ? COMPETITORS_RESTRICTED
            : items.length > 0
              ? `${items.length} tracked: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`
              : 'Follow the sites you compete with and see how they rank beside you.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {restricted ? (
          <Link to={paths.pricing} className={buttonClasses('outline', 'sm')}>
            <Crown aria-hidden="true" className="text-warning" />
            See plans and start a trial
          </Link>
        ) : competitors.isPending ? (
          <Skeleton className="h-9 w-48" />
        ) : (
          <Link to={paths.competitors} className={buttonClasses('outline', 'sm')}>
            {items.length > 0 ? 'Manage competitors' : 'Track competitors'}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
