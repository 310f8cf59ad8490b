import Gauge from 'lucide-react/icons/gauge';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

interface EstimateNoticeProps {
  /** Searches a month; undefined while unknown. */
  searchesPerMonth: number | undefined;
  /** Runs a month and searches a run, when known, for the line under it. */
  detail?: string | null;
  loading: boolean;
  failed: boolean;
  /** Said instead while the form lacks what an estimate needs. */
  waitingFor?: string | null;
  className?: string;
}

/** 'About N searches a month': what a schedule will cost the search provider, before it is saved. */
export function EstimateNotice({ searchesPerMonth, detail, loading, failed, waitingFor, className }: EstimateNoticeProps) {
  const known = searchesPerMonth !== undefined && !waitingFor;
  return (
    <div
      className={cn('flex items-start gap-3 rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm', className)}
      role="status"
      aria-live="polite"
      aria-busy={loading}
    >
      <Gauge aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <div className="min-w-0">
        {waitingFor ? (
          <p className="text-muted-foreground">{waitingFor}</p>
        ) : known ? (
          <>
            <p className="flex items-center gap-2 font-semibold">
              About {searchesPerMonth.toLocaleString('en')} {searchesPerMonth === 1 ? 'search' : 'searches'} a month
              {loading ? <Spinner className="size-3.5 text-muted-foreground" label="Updating" /> : null}
            </p>
            {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
          </>
        ) : failed ? (
          <p className="text-muted-foreground">The cost could not be worked out just now; you can still save.</p>
        ) : (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="size-3.5" />
            Working out the cost…
          </p>
        )}
      </div>
    </div>
  );
}
