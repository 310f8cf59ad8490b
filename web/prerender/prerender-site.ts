import { loadFaq } from '../content/pages';
import { descriptionTag, jsonLdTag, socialTags, titleTag } from '../app/seo/head-tags';
import { publicPages } from '../app/seo/public-pages';
import { structuredData, type SiteFacts } from '../app/seo/structured-data';
import { renderPage } from './render-page';

export interface RenderedPage {
  path: string;
  title: string;
  description: string;
  /** YYYY-MM-DD of the last change, when the content says. */
  updated?: string;
  /** The <title> and description tags, replacing the template's. */
  titleTags: string;
  /** Canonical, Open Graph, Twitter and JSON-LD tags for the end of <head>. */
  headTags: string;
  /** The page's markup for #root. */
  body: string;
}

/** Renders every public page with its head tags (the build's side: scripts/vite/prerender-pages.ts). */
export async function prerenderSite(facts: Omit<SiteFacts, 'faq'>): Promise<RenderedPage[]> {
  const withFaq: SiteFacts = { ...facts, faq: (await loadFaq()).groups };
  const rendered: RenderedPage[] = [];
  for (const page of publicPages()) {
    rendered.push({
      path: page.path,
      title: page.title,
      description: page.description,
      updated: page.updated,
      titleTags: `${titleTag(page)}\n    ${descriptionTag(page)}`,
      headTags: `${socialTags(page, facts.origin)}\n    ${jsonLdTag(structuredData(page, withFaq))}`,
      body: await renderPage(facts.origin, page.path),
    });
  }
  return rendered;
}
