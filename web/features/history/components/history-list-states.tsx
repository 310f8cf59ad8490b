import { Link } from 'react-router';
import History from 'lucide-react/icons/history';
import SearchX from 'lucide-react/icons/search-x';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { LoadError } from '../../../components/ui/load-error';

export function HistorySkeleton() {
  return (
    <div role="status" className="grid gap-3 p-4">
      <span className="sr-only">Loading your checks…</span>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-14" />
      ))}
    </div>
  );
}

/** No checks at all (invite a first one), or none matching the filters (offer to clear them). */
export function HistoryEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const Icon = filtered ? SearchX : History;
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{filtered ? 'No checks match these filters' : 'No checks yet'}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        {filtered
          ? 'Try another site, keyword or date range, or clear the filters to see every check.'
          : 'Every ranking you check is saved here, so you can follow how it moves over time.'}
      </p>
      {filtered ? (
        <Button variant="outline" className="mt-5" onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : (
        <Link to={paths.rankChecker} className={buttonClasses('primary', 'md', 'mt-5')}>
          Run a check
        </Link>
      )}
    </div>
  );
}

export function HistoryError({ error, onRetry, what = 'your history' }: { error: unknown; onRetry: () => void; what?: string }) {
  return <LoadError what={what} error={error} onRetry={onRetry} className="m-4" />;
}
