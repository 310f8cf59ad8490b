import { useState } from 'react';
import type { TrackedQueryDetail } from '../../../../contracts/tracking';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/format-relative-time';

const FIRST_SHOWN = 20;

/** The latest check's organic results, the site's and its competitors' marked; the first 20, the rest on request. */
export function KeywordSerpList({ serp, now }: { serp: NonNullable<TrackedQueryDetail['serp']>; now: Date }) {
  const [all, setAll] = useState(false);
  const shown = all ? serp.results : serp.results.slice(0, FIRST_SHOWN);
  return (
    <div>
      <p className="text-xs text-muted-foreground">
        {serp.results.length} results read {formatRelativeTime(serp.checkedAt, now)}
      </p>
      <ol className="mt-2 grid gap-0.5 text-sm" aria-label="Results of the latest check">
        {shown.map((result) => (
          <li
            key={result.position}
            className={cn('grid grid-cols-[2.5rem_minmax(0,1fr)] gap-2 rounded px-1 py-1', result.holder === 'site' ? 'bg-brand-soft font-medium' : result.holder ? 'bg-muted' : undefined)}
          >
            <span className="text-right text-muted-foreground tabular-nums">#{result.position}</span>
            <span className="min-w-0">
              <span className="block truncate">{result.title || result.url}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {result.holder === 'site' ? 'Your site · ' : result.holder ? `Competitor ${result.holder} · ` : ''}
                {result.url}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {serp.results.length > FIRST_SHOWN ? (
        <Button variant="ghost" size="sm" className="mt-1" onClick={() => setAll(!all)}>
          {all ? `Show the first ${FIRST_SHOWN}` : `Show all ${serp.results.length}`}
        </Button>
      ) : null}
    </div>
  );
}
