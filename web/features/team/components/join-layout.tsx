import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card';
import { site } from '../../../config/site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNoIndex } from '../../../lib/use-noindex';

/** The centred card of the invitation page, as the sign-in pages have it. */
export function JoinLayout({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  useDocumentTitle(`${title} — ${site.name}`);
  // Reached by a private link, which is for the person holding it, never for search results.
  useNoIndex();
  return (
    <section aria-labelledby="join-title" className="relative px-4 py-12 sm:px-6 sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(ellipse_at_top,var(--brand-soft),transparent_70%)]"
      />
      <div className="mx-auto w-full max-w-md">
        <div className="mb-6 text-center">
          <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground [&_svg]:size-6">{icon}</div>
          <h1 id="join-title" className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
            {title}
          </h1>
        </div>
        <Card>
          <CardContent className="grid gap-5 pt-5 sm:pt-6">{children}</CardContent>
        </Card>
      </div>
    </section>
  );
}
