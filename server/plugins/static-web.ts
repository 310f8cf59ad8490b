import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiError } from '../../contracts/api-error';

const SHELL_FILE = 'shell.html';
/** Written by the build: the public pages rendered into HTML, and the file each one is in. */
const PRERENDERED_FILE = 'prerendered.json';
const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Files with fixed names that must be revalidated so a new deployment reaches browsers at once. */
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest', 'sitemap.xml', 'robots.txt']);

interface PrerenderedPage {
  path: string;
  file: string;
}

function readPrerenderedPages(root: string): PrerenderedPage[] {
  const file = path.join(root, PRERENDERED_FILE);
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { pages?: PrerenderedPage[] };
  return (parsed.pages ?? []).filter((page) => page.path !== '/' && existsSync(path.join(root, page.file)));
}

/**
 * Serves the built SPA from `root` (pre-compressed .br/.gz siblings when the browser accepts them).
 * Hashed files under /assets are cached for a year; HTML and the service worker are revalidated on every
 * visit so a new deployment is picked up. Public pages rendered at build time (prerendered.json) are served
 * from their own HTML, so crawlers and the first paint get the page itself. Any other non-API GET gets the
 * SPA: shell.html, the page with an empty root (index.html has the landing page rendered into it and would
 * flash the home page before theirs). Unknown /api paths and other methods get a JSON 404.
 */
export async function registerStaticWeb(app: FastifyInstance, root: string): Promise<void> {
  const hasIndex = existsSync(path.join(root, 'index.html'));
  // Builds without the rendered landing page (tests, older builds) serve index.html for every route.
  const spaPage = existsSync(path.join(root, SHELL_FILE)) ? SHELL_FILE : 'index.html';
  const prerendered = hasIndex ? readPrerenderedPages(root) : [];
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        const revalidate = relative.endsWith('.html') || REVALIDATED.has(relative);
        reply.header('cache-control', relative.startsWith('assets/') ? LONG_CACHE : revalidate ? NO_CACHE : 'public, max-age=3600');
      },
    });
    for (const page of prerendered) {
      app.get(page.path, { schema: { hide: true } }, (_request, reply) => reply.sendFile(page.file));
    }
  } else {
    app.log.warn(`No built web app at ${root}: run \`npm run build\` (npm start does it outside production). Serving the API only.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (hasIndex && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // Shared reports are public but private to whoever holds the link: keep them out of search engines.
      if (pathname.startsWith('/report/')) void reply.header('x-robots-tag', 'noindex, nofollow');
      // Every post is rendered at build time: another /blog/ address is a missing page, and says so to crawlers
      // (the SPA draws its 404 page).
      if (prerendered.length > 0 && /^\/blog\/[^/]+\/?$/.test(pathname)) void reply.status(404);
      return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').sendFile(spaPage);
    }
    const body: ApiError = { error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` } };
    return reply.status(404).send(body);
  });
}
