import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** A part of a page that could not load: says what and offers to try again, while the rest of the page works. */
export function LoadError({
  what,
  error,
  onRetry,
  className,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn('rounded-xl border border-danger/40 bg-danger-soft p-5 text-sm text-danger-soft-foreground', className)}
    >
      <p className="font-semibold">Could not load {what}</p>
      <p className="mt-1">{error instanceof ApiError ? error.message : 'Something went wrong'}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
