import { escapeHtml as escapeXml } from '../../core/text/escape-html';
import type { RenderedPage } from '../../web/prerender/prerender-site';


/** sitemap.xml: every public page; lastmod where the content gives a date of its last change. */
export function sitemapXml(pages: Pick<RenderedPage, 'path' | 'updated'>[], origin: string): string {
  const urls = pages.map((page) => {
    const lastmod = page.updated ? `\n    <lastmod>${page.updated}</lastmod>` : '';
    return `  <url>\n    <loc>${escapeXml(`${origin}${page.path}`)}</loc>${lastmod}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Pages behind a sign-in are an empty shell to a crawler; the API and shared reports are not for indexes. */
const DISALLOWED = ['/api/', '/report/', '/report-email/', '/dashboard', '/history', '/reports', '/settings', '/payment', '/learn'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
