import ChevronDown from 'lucide-react/icons/chevron-down';
import Search from 'lucide-react/icons/search';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PageIntro } from '../../../components/page-intro';
import { Prose } from '../../../components/prose';
import { paths } from '../../../config/paths';
import type { Faq } from '../../../content/types';
import { searchFaq } from './faq-search';

/** /faq — questions in groups, searchable on the page. */
export function FaqPage({ faq }: { faq: Faq }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const groups = searchFaq(faq.groups, query);
  const searching = query.trim() !== '';
  const matches = groups.reduce((count, group) => count + group.items.length, 0);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro trail={[{ label: 'Home', href: paths.home }, { label: 'FAQ' }]} title={faq.meta.title} lead={faq.meta.description} />
      <div role="search" className="mt-8">
        <label htmlFor={searchId} className="text-sm font-medium">
          Search the questions
        </label>
        <div className="relative mt-2">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="e.g. trial, Baidu, delete my account"
            className="h-11 w-full rounded-md border border-input bg-background pr-3 pl-9 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm text-muted-foreground">
          {searching ? (matches === 1 ? '1 question matches' : `${matches} questions match`) : ''}
        </p>
      </div>
      {groups.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-border p-8 text-center">
          <p className="font-semibold">No question matches “{query.trim()}”.</p>
          <p className="mt-2 text-muted-foreground">
            Try other words, or <Link to={paths.contact} className="font-medium text-brand underline">ask us directly</Link>.
          </p>
        </div>
      ) : null}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`} className="mt-10">
          <h2 id={`faq-${group.id}`} className="text-xl font-bold tracking-tight">
            {group.title}
          </h2>
          <div className="mt-4 divide-y divide-border rounded-xl border border-border bg-card">
            {group.items.map((item) => (
              // While searching, matching answers are open so the match is visible at once.
              <details key={`${item.id}-${searching}`} id={item.id} open={searching} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
                </summary>
                <Prose html={item.html} className="px-5 pb-5 text-muted-foreground" />
              </details>
            ))}
          </div>
        </section>
      ))}
      <p className="mt-12 text-center text-muted-foreground">
        Still have a question?{' '}
        <Link to={paths.contact} className="font-medium text-brand underline">
          Write to us
        </Link>
        .
      </p>
    </div>
  );
}
