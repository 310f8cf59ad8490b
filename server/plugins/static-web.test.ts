import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticWeb } from './static-web';

describe('static web: pages rendered at build time', () => {
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'rank-checker-static-'));
    await mkdir(path.join(root, 'faq'));
    await mkdir(path.join(root, 'blog', 'a-post'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<title>Home</title><div id="root">home</div>');
    await writeFile(path.join(root, 'shell.html'), '<title>Shell</title><div id="root"></div>');
    await writeFile(path.join(root, 'faq', 'index.html'), '<title>FAQ</title><div id="root">faq</div>');
    await writeFile(path.join(root, 'blog', 'a-post', 'index.html'), '<title>A post</title>');
    await writeFile(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    const pages = [
      { path: '/', file: 'index.html' },
      { path: '/faq', file: 'faq/index.html' },
      { path: '/blog/a-post', file: 'blog/a-post/index.html' },
    ];
    await writeFile(path.join(root, 'prerendered.json'), JSON.stringify({ pages }));
    app = Fastify();
    await registerStaticWeb(app, root);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves each rendered page from its own HTML, revalidated on every visit', async () => {
    for (const [url, title] of [['/', 'Home'], ['/faq', 'FAQ'], ['/faq?utm=x', 'FAQ'], ['/blog/a-post', 'A post']] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves the empty shell for other app paths, and a 404 status for a post that does not exist', async () => {
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<title>Shell</title>');
    const missing = await app.inject({ method: 'GET', url: '/blog/no-such-post' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Shell</title>');
  });

  it('revalidates the service worker so a new deployment reaches browsers at once', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
