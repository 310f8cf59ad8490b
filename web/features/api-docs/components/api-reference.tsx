import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOpenApiDocument } from '../api/get-openapi-document';
import { useReferenceRenderer } from '../lib/use-reference-renderer';

function ReferenceSkeleton() {
  return (
    <div className="mx-auto flex max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <div className="hidden w-60 shrink-0 space-y-3 md:block">
        {Array.from({ length: 10 }, (_, index) => (
          <Skeleton key={index} className="h-5" />
        ))}
      </div>
      <div className="flex-1 space-y-4">
        <p role="status" className="text-sm text-muted-foreground">
          Loading the API reference…
        </p>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}

/**
 * The reference itself, rendered by Scalar from GET /api/openapi.json into an element React leaves alone
 * (Scalar is a Vue app). A skeleton stands in until the document and the renderer have both arrived and the
 * reference has drawn; either failing says so and offers what can help.
 */
export function ApiReference() {
  const document = useOpenApiDocument();
  const renderer = useReferenceRenderer();
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [mountError, setMountError] = useState<unknown>(null);

  const { mount } = renderer;
  const content = document.data;
  useEffect(() => {
    if (!mount || !content || !container.current) return;
    try {
      return mount(container.current, content, () => setLoaded(true));
    } catch (error) {
      setMountError(error);
    }
  }, [mount, content]);

  let problem = null;
  if (document.isError) {
    problem = <LoadError what="the API description" error={document.error} onRetry={() => void document.refetch()} />;
  } else if (renderer.error || mountError) {
    // A browser remembers a failed import(): only a fresh page load fetches the renderer again.
    problem = (
      <div role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-5 text-sm text-danger-soft-foreground">
        <p className="font-semibold">Could not show the API reference</p>
        <p className="mt-1">Its viewer did not load. Reload the page to try again.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    );
  }

  return (
    <section aria-label="Operations">
      {problem ? <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">{problem}</div> : !loaded && <ReferenceSkeleton />}
      {/* Scalar owns everything inside; it must be empty when Scalar mounts (else it hydrates). */}
      <div ref={container} hidden={problem !== null} />
    </section>
  );
}
