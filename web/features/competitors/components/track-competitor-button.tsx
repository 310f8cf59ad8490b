import Plus from 'lucide-react/icons/plus';
import type { RankCheckResult } from '../../../../contracts/rank-check';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { trackedTitle, useCompetitorMutations } from '../api/competitors';

interface TrackCompetitorButtonProps {
  url: string;
  /** The check it was found in: the competitor is tracked for its keyword, location and engine. */
  check: Pick<RankCheckResult, 'keyword' | 'location' | 'searchEngine'>;
}

/**
 * One click to track a competitor from a check's results, for the query it was checked on. Its toast follows the
 * request's own promise (mutateAsync): once the list of tracked competitors is fetched again the button gives way
 * to "Tracked", and callbacks passed to mutate() do not run for a component that has gone.
 */
export function TrackCompetitorButton({ url, check }: TrackCompetitorButtonProps) {
  const { create } = useCompetitorMutations();
  const track = () =>
    void create
      .mutateAsync({ competitorUrl: url, keywords: [check.keyword], locations: [check.location], searchEngines: [check.searchEngine] })
      .then(
        (tracked) => notify.success(trackedTitle(tracked), `${tracked.competitor.competitorUrl} is now tracked for “${check.keyword}”.`),
        (error: unknown) => notify.error('Error', error instanceof ApiError && error.message ? error.message : 'Something went wrong'),
      );
  return (
    <Button variant="outline" size="sm" className="h-8 px-2.5" onClick={track} disabled={create.isPending} aria-busy={create.isPending}>
      <Plus aria-hidden="true" />
      Track<span className="sr-only"> {url}</span>
    </Button>
  );
}
