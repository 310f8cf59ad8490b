import { Button } from '../components/ui/button';

/** Error shown in place of one panel, so the rest of the page keeps working. */
export function PanelError({ error }: { error: unknown }) {
  return (
    <div role="alert" className="rounded-xl border border-danger bg-danger-soft p-5 text-danger-soft-foreground">
      <p className="font-semibold">Something went wrong</p>
      <p className="mt-1 text-sm">{error instanceof Error && error.message ? error.message : 'An unexpected error occurred'}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={() => window.location.reload()}>
        Reload Page
      </Button>
    </div>
  );
}
