import type { RenderedPage } from '../../web/prerender/prerender-site';

const TITLE = { min: 10, max: 70 };
const DESCRIPTION = { min: 50, max: 160 };

/**
 * Every public page needs its own title and description (what a search result shows) and one h1. A page
 * that breaks this fails the build with every problem listed.
 */
export function checkPages(pages: RenderedPage[]): void {
  const problems: string[] = [];
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const page of pages) {
    const title = page.title.trim();
    const description = page.description.trim();
    if (title.length < TITLE.min || title.length > TITLE.max) {
      problems.push(`${page.path}: the title must be ${TITLE.min}–${TITLE.max} characters (has ${title.length}: "${title}")`);
    }
    if (description.length < DESCRIPTION.min || description.length > DESCRIPTION.max) {
      problems.push(`${page.path}: the description must be ${DESCRIPTION.min}–${DESCRIPTION.max} characters (has ${description.length})`);
    }
    for (const [field, value] of [['title', title], ['description', description]] as const) {
      const other = seen[field].get(value);
      if (other) problems.push(`${page.path}: the same ${field} as ${other}`);
      seen[field].set(value, page.path);
    }
    const headings = page.body.match(/<h1[\s>]/g)?.length ?? 0;
    if (headings !== 1) problems.push(`${page.path}: the rendered page has ${headings} h1 headings (needs exactly one)`);
  }
  if (problems.length > 0) throw new Error(`Public pages not ready for search engines:\n  ${problems.join('\n  ')}`);
}
