import { escapeHtml } from '../../../core/text/escape-html';
import { site } from '../../config/site';
import type { PageSeo } from './public-pages';


/** The <head> tags of a public page besides <title> and the description: canonical, Open Graph, Twitter. */
export function socialTags(page: PageSeo, origin: string): string {
  const url = `${origin}${page.path}`;
  const image = `${origin}/icons/icon-512.png`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${page.kind}" />`,
    `<meta property="og:site_name" content="${site.name}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}" />`,
  ];
  if (page.kind === 'article' && page.published) tags.push(`<meta property="article:published_time" content="${page.published}" />`);
  return tags.join('\n    ');
}

/**
 * JSON-LD as a data block. "<" is escaped so no text inside can close the element; a data block is not
 * executed, so the content security policy (script-src 'self') does not apply to it.
 */
export function jsonLdTag(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

export function titleTag(page: PageSeo): string {
  return `<title>${escapeHtml(page.title)}</title>`;
}

export function descriptionTag(page: PageSeo): string {
  return `<meta name="description" content="${escapeHtml(page.description)}" />`;
}
