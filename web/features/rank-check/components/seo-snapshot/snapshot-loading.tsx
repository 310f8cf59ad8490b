import { Skeleton } from '../../../../components/ui/skeleton';

/** While the page is read (a few seconds): says so to screen readers, and keeps the panel's shape. */
export function SnapshotLoading() {
  return (
    <div role="status" className="grid gap-3">
      <p className="text-sm text-muted-foreground">Reading the page…</p>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </div>
  );
}
