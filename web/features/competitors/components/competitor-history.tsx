import { useId, useState } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useCompetitorHistory } from '../api/competitor-details';
import { engineText, formatDay, locationText, rankText } from '../lib/format';

/**
 * Spec §7 competitor history, behind a disclosure (asked for when opened): its rank beside yours in your
 * latest checks that included it, newest first.
 */
export function CompetitorHistory({ id, name }: { id: string; name: string }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const history = useCompetitorHistory(id, open);
  const items = history.data ?? [];
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-md text-sm font-medium text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
        {open ? 'Hide history' : 'Show history'}
        <span className="sr-only"> of {name}</span>
      </button>
      <div id={panelId} hidden={!open} className="mt-2">
        {!open ? null : history.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Loading the history of {name}…</span>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : history.isError ? (
          <p className="text-sm text-muted-foreground">Its history could not be loaded. Close and open it to try again.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No checks have included it yet.</p>
        ) : (
          <ol aria-label={`History of ${name}`} className="divide-y divide-border rounded-lg border border-border text-sm">
            {items.map((entry) => (
              <li key={entry.checkId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
                <span className="min-w-0 break-words">
                  <span className="font-medium">“{entry.keyword}”</span>{' '}
                  <span className="text-muted-foreground">
                    {engineText(entry.searchEngine)} · {locationText(entry.location)} · <time dateTime={entry.checkedAt}>{formatDay(entry.checkedAt)}</time>
                  </span>
                </span>
                <span className="shrink-0 tabular-nums">
                  <span className="font-semibold">{rankText(entry.rank)}</span>
                  <span className="text-muted-foreground"> · you {rankText(entry.yourRank)}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
