import Gauge from 'lucide-react/icons/gauge';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

interface EstimateNoticeProps {
  /** Checks (runs) and provider searches a month; undefined while unknown. */
  estimate: { checksPerMonth: number; searchesPerMonth: number; overviewSearchesPerMonth?: number } | undefined;
  /** The server's monthly search budget: estimates are said in searches against it; null: in checks. */
  searchBudget: number | null;
  /** Searches a check, when known, for the line under a budgeted estimate. */
  detail?: string | null;
  loading: boolean;
  failed: boolean;
  /** Said instead while the form lacks what an estimate needs. */
  waitingFor?: string | null;
  className?: string;
}

const count = (n: number, one: string, many: string) => `${Math.round(n).toLocaleString('en')} ${Math.round(n) === 1 ? one : many}`;

/**
 * What a schedule will cost, before it is saved: 'About 30 checks a month', the unit a user knows; where the
 * operator set a monthly search budget, the searches it takes out of it.
 */
export function EstimateNotice({ estimate, searchBudget, detail, loading, failed, waitingFor, className }: EstimateNoticeProps) {
  const known = estimate !== undefined && !waitingFor;
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
              {searchBudget === null
                ? `About ${count(estimate.checksPerMonth, 'check', 'checks')} a month`
                : `About ${count(estimate.searchesPerMonth, 'search', 'searches')} a month`}
              {loading ? <Spinner className="size-3.5 text-muted-foreground" label="Updating" /> : null}
            </p>
            {searchBudget !== null ? (
              <p className="text-xs text-muted-foreground">
                Out of the {searchBudget.toLocaleString('en')} searches this server’s scheduled checks may make in a month
                {detail ? `; ${detail}` : ''}.
              </p>
            ) : null}
            {searchBudget !== null && (estimate.overviewSearchesPerMonth ?? 0) > 0 ? (
              <p className="text-xs text-muted-foreground">
                Up to {count(estimate.overviewSearchesPerMonth ?? 0, 'search', 'searches')} more on runs where Google’s AI Overview loads after
                the page and has to be read on its own.
              </p>
            ) : null}
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
