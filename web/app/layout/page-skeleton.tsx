import { Skeleton } from '../../components/ui/skeleton';

/** Placeholder shown while a lazily loaded page's code arrives. */
export function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <span className="sr-only">Loading page…</span>
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
      <Skeleton className="mt-2 h-5 w-5/6 max-w-xl" />
      <div className="mt-10 grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}
