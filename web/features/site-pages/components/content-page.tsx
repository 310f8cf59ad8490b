import { PageIntro } from '../../../components/page-intro';
import { Prose } from '../../../components/prose';
import { paths } from '../../../config/paths';
import type { Page } from '../../../content/types';
import { formatContentDate } from '../../../lib/format-content-date';

interface ContentPageProps {
  page: Page;
  /** Long documents (the policies) open with a list of their sections. */
  withContents?: boolean;
}

/** A page of content/pages/: About, the changelog and the privacy, terms and cookie policies. */
export function ContentPage({ page, withContents = false }: ContentPageProps) {
  const { meta } = page;
  const sections = page.headings.filter((heading) => heading.depth === 2);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro trail={[{ label: 'Home', href: paths.home }, { label: meta.title }]} title={meta.title} lead={meta.description}>
        <p className="mt-4 text-sm text-muted-foreground">
          Last updated <time dateTime={meta.updated}>{formatContentDate(meta.updated)}</time>
        </p>
      </PageIntro>
      {withContents && sections.length > 2 ? (
        <nav aria-labelledby="page-contents" className="mt-8 rounded-xl border border-border bg-muted/40 p-5">
          <h2 id="page-contents" className="text-sm font-semibold">
            On this page
          </h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="rounded-sm text-brand hover:underline">
                  {section.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <Prose html={page.html} className="mt-10" />
    </article>
  );
}
