import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { PRERENDERED_ATTRIBUTE } from '../../web/prerender/prerendered-attribute';
import type { RenderedPage } from '../../web/prerender/prerender-site';
import type { SiteFacts } from '../../web/app/seo/structured-data';
import { buildConstants } from './build-constants';
import { contentPlugin } from './content-plugin';
import { checkPages } from './check-pages';
import { robotsTxt, sitemapXml } from './crawler-files';

const ROOT_ELEMENT = '<div id="root"></div>';
/** The SPA's page for every path not rendered at build time: the built index.html as it was, with an empty root. */
export const SHELL_FILE = 'shell.html';
/** The rendered pages and their files, for the server and the service worker. */
export const PRERENDERED_FILE = 'prerendered.json';

/** "/" → index.html, "/blog/a-post" → blog/a-post/index.html. */
export const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

function pageHtml(template: string, page: RenderedPage): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/, page.titleTags)
    .replace('</head>', `    ${page.headTags}\n  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.body}</div>`);
}

/**
 * Renders every public page (web/prerender/prerender-site.ts) into its own HTML file with its title,
 * description, canonical URL, Open Graph and structured data, so it paints before the JavaScript has loaded
 * and crawlers read it without running scripts; writes the sitemap and robots.txt; keeps the empty page as
 * shell.html for every other path (which must not flash another page before its own renders). Fails the
 * build when a page lacks what search engines need (check-pages.ts).
 */
export async function prerenderPages(projectRoot: string, outDir: string, facts: Omit<SiteFacts, 'faq'>): Promise<void> {
  const indexPath = join(outDir, 'index.html');
  const template = await readFile(indexPath, 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`${indexPath} has no empty ${ROOT_ELEMENT} to render into`);
  const vite = await createServer({
    configFile: false,
    root: projectRoot,
    logLevel: 'warn',
    plugins: [react(), contentPlugin()],
    define: buildConstants(),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  let pages: RenderedPage[];
  try {
    const { prerenderSite } = (await vite.ssrLoadModule('/web/prerender/prerender-site.ts')) as typeof import('../../web/prerender/prerender-site');
    pages = await prerenderSite(facts);
  } finally {
    await vite.close();
  }
  checkPages(pages);
  await writeFile(join(outDir, SHELL_FILE), template);
  for (const page of pages) {
    const file = join(outDir, fileFor(page.path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml(template, page));
  }
  const listed = pages.map((page) => ({ path: page.path, file: fileFor(page.path) }));
  await writeFile(join(outDir, PRERENDERED_FILE), `${JSON.stringify({ pages: listed }, null, 2)}\n`);
  await writeFile(join(outDir, 'sitemap.xml'), sitemapXml(pages, facts.origin));
  await writeFile(join(outDir, 'robots.txt'), robotsTxt(facts.origin));
}
