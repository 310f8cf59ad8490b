import type { Faq, Page, PageSummary } from './types';

const summaries = import.meta.glob<PageSummary>('/content/pages/*.md', { query: '?meta', import: 'default', eager: true });

/** The site's own pages of content/pages/ by name: about, privacy, terms, cookies, changelog, faq. */
export const PAGE_NAMES = ['about', 'privacy', 'terms', 'cookies', 'changelog', 'faq'] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export function pageSummary(name: PageName): PageSummary {
  const summary = summaries[`/content/pages/${name}.md`];
  if (!summary) throw new Error(`content/pages/${name}.md is missing`);
  return summary;
}

// Each page's body is its own chunk, loaded with its route.
const bodies = import.meta.glob<unknown>('/content/pages/*.md', { import: 'default' });

async function loadBody(name: PageName): Promise<unknown> {
  const load = bodies[`/content/pages/${name}.md`];
  if (!load) throw new Error(`content/pages/${name}.md is missing`);
  return load();
}

export async function loadPage(name: Exclude<PageName, 'faq'>): Promise<Page> {
  return (await loadBody(name)) as Page;
}

export async function loadFaq(): Promise<Faq> {
  return (await loadBody('faq')) as Faq;
}
