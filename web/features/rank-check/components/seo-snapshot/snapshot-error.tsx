import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Button } from '../../../../components/ui/button';

/** The snapshot could not be made (or the page not read): the reason in the server's words, and Retry. */
export function SnapshotError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-danger/40 bg-danger-soft p-4 text-sm text-danger-soft-foreground">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 break-words">{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
