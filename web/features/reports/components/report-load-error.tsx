import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';

/** A part of the reports page that could not load, with a way to try again. */
export function ReportLoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-5 text-sm text-danger-soft-foreground">
      <p className="font-semibold">Could not load {what}</p>
      <p className="mt-1">{error instanceof ApiError ? error.message : 'Something went wrong'}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
