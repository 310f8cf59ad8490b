import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiError } from '../../contracts/api-error';

const SHELL_FILE = 'shell.html';
const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the built SPA from `root` (pre-compressed .br/.gz siblings when the browser accepts them).
 * Hashed files under /assets are cached for a year; index.html is revalidated on every visit so a new
 * deployment is picked up. Unknown non-API GETs get the SPA (client-side routes, the SPA's own 404 page):
 * shell.html, the page with an empty root, because index.html has the landing page rendered into it and
 * would flash the home page before theirs. Unknown /api paths and other methods get a JSON 404.
 */
export async function registerStaticWeb(app: FastifyInstance, root: string): Promise<void> {
  const hasIndex = existsSync(path.join(root, 'index.html'));
  // Builds without the rendered landing page (tests, older builds) serve index.html for every route.
  const spaPage = existsSync(path.join(root, SHELL_FILE)) ? SHELL_FILE : 'index.html';
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        const isHtml = relative.endsWith('.html');
        reply.header('cache-control', relative.startsWith('assets/') ? LONG_CACHE : isHtml ? NO_CACHE : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn(`No built web app at ${root}: run \`npx vite build\` (npm start does it). Serving the API only.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (hasIndex && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // Shared reports are public but private to whoever holds the link: keep them out of search engines.
      if (pathname.startsWith('/report/')) void reply.header('x-robots-tag', 'noindex, nofollow');
      return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').sendFile(spaPage);
    }
    const body: ApiError = { error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${pathname}` } };
    return reply.status(404).send(body);
  });
}
