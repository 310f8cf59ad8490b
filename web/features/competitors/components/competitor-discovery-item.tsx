import Plus from 'lucide-react/icons/plus';
import type { DiscoveredCompetitor } from '../../../../contracts/competitor-discovery';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { trackedTitle, useCompetitorMutations } from '../api/competitors';
import { averageText, rankText } from '../lib/format';

/** Keywords named on a suggestion; the rest are counted. */
const EXAMPLE_KEYWORDS = 3;

interface CompetitorDiscoveryItemProps {
  found: DiscoveredCompetitor;
  /** The queries with result pages: what its appearances are out of. */
  outOf: number;
  canTrack: boolean;
  /** Tracked: it is about to leave the list. */
  onTracked: () => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One discovered domain: how often and how high it ranks, for which keywords, and one click to track it. */
export function CompetitorDiscoveryItem({ found, outOf, canTrack, onTracked }: CompetitorDiscoveryItemProps) {
  const { create } = useCompetitorMutations();
  const headingId = `discovered-${found.domain}-title`;
  const more = found.keywords.length - EXAMPLE_KEYWORDS;
  // A tracked site leaves the list once it is fetched again, and callbacks passed to mutate() do not run for a
  // component that has gone: the outcome follows the request's own promise.
  const track = () =>
    void create
      .mutateAsync({ competitorUrl: found.domain, keywords: found.keywords, locations: found.locations, searchEngines: found.searchEngines })
      .then(
        (tracked) => {
          onTracked();
          const saved = tracked.competitor;
          return notify.success(trackedTitle(tracked), `${saved.competitorUrl} is now tracked for ${plural(saved.keywords.length, 'keyword')}.`);
        },
        (error: unknown) => notify.error('Error', error instanceof ApiError && error.message ? error.message : 'Something went wrong'),
      );

  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-start sm:p-5">
        <div className="grid min-w-0 gap-2">
          <div>
            <h3 id={headingId} className="font-semibold [overflow-wrap:anywhere]">
              {found.domain}
            </h3>
            <p className="text-sm text-muted-foreground">
              In the top 10 for {found.appearances} of your {plural(outOf, 'keyword')} · best {rankText(found.bestPosition)}, average{' '}
              {averageText(found.averagePosition)}
            </p>
          </div>
          <ul className="flex flex-wrap items-center gap-1.5" aria-label={`Keywords ${found.domain} ranks for`}>
            {found.keywords.slice(0, EXAMPLE_KEYWORDS).map((keyword) => (
              <li key={keyword}>
                <Badge tone="brand" className="[overflow-wrap:anywhere]">
                  {keyword}
                </Badge>
              </li>
            ))}
            {more > 0 ? <li className="text-xs text-muted-foreground">and {more} more</li> : null}
          </ul>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={track}
          disabled={!canTrack || create.isPending}
          aria-busy={create.isPending}
          aria-label={`Track ${found.domain}`}
        >
          <Plus aria-hidden="true" />
          Track
        </Button>
      </article>
    </li>
  );
}
