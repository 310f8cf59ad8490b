import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Button } from '../components/ui/button';
import { CHUNK_LOAD_MESSAGE, isChunkLoadError } from './chunk-load-error';

function messageOf(error: unknown): string {
  if (isChunkLoadError(error)) return CHUNK_LOAD_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred';
}

function detailsOf(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

/** Full-page error screen shown by the route errorElement and the top-level error boundary. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <div role="alert" className="flex min-h-svh items-center justify-center bg-background px-4 py-16">
      <div className="w-full max-w-lg text-center">
        <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger-soft-foreground">
          <TriangleAlert aria-hidden="true" className="size-7" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">{messageOf(error)}</p>
        <Button className="mt-8" size="lg" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
        <details className="mt-8 rounded-lg border border-border bg-muted p-4 text-left text-sm">
          <summary className="cursor-pointer font-medium">Error details</summary>
          <pre className="mt-3 max-h-64 overflow-auto text-xs whitespace-pre-wrap break-words text-muted-foreground">
            {detailsOf(error)}
          </pre>
        </details>
      </div>
    </div>
  );
}
