import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeServiceWorker, type PrecacheManifest } from './service-worker';

let outDir: string;

async function put(file: string, content: string) {
  await mkdir(dirname(join(outDir, file)), { recursive: true });
  await writeFile(join(outDir, file), content);
}

const revisionOf = async (file: string) =>
  createHash('sha256').update(await readFile(join(outDir, file))).digest('hex').slice(0, 16);

async function readManifest(): Promise<PrecacheManifest> {
  const code = await readFile(join(outDir, 'sw.js'), 'utf8');
  const json = /const manifest = (\{.*\});/.exec(code)?.[1];
  if (!json) throw new Error('sw.js holds no precache manifest');
  return JSON.parse(json) as PrecacheManifest;
}

/** A build as vite leaves it once the pages are rendered, before compression (plus a stale .br from an older run). */
async function fakeBuild() {
  await put('index.html', '<!doctype html><div id="root"><h1>Rank Checker</h1></div>');
  await put('shell.html', '<!doctype html><div id="root"></div>');
  await put('faq/index.html', '<!doctype html><div id="root"><h1>FAQ</h1></div>');
  await put('prerendered.json', JSON.stringify({ pages: [{ path: '/', file: 'index.html' }, { path: '/faq', file: 'faq/index.html' }] }));
  await put('assets/main-AbC123.js', 'console.log("main")');
  await put('assets/index-Zz9.css', 'body{margin:0}');
  await put('assets/main-AbC123.js.br', 'compressed');
  await put('assets/main-AbC123.js.map', '{}');
  await put('manifest.webmanifest', '{"name":"Rank Checker"}');
  await put('favicon.svg', '<svg/>');
  await put('icons/icon-192.png', 'png');
}

beforeEach(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'sw-build-'));
  await fakeBuild();
});

afterEach(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('writeServiceWorker', () => {
  it('precaches the hashed assets, the final HTML of each rendered page, the offline page, manifest and icons', async () => {
    await writeServiceWorker(outDir);
    const manifest = await readManifest();
    const byUrl = new Map(manifest.entries.map((entry) => [entry.url, entry.revision]));
    expect([...byUrl.keys()].sort()).toEqual(
      [
        '/',
        '/faq',
        '/offline.html',
        '/manifest.webmanifest',
        '/favicon.svg',
        '/icons/icon-192.png',
        '/assets/index-Zz9.css',
        '/assets/main-AbC123.js',
      ].sort(),
    );
    expect(byUrl.get('/')).toBe(await revisionOf('index.html'));
    expect(byUrl.get('/faq')).toBe(await revisionOf('faq/index.html'));
    expect(byUrl.get('/assets/main-AbC123.js')).toBe(await revisionOf('assets/main-AbC123.js'));
    expect(byUrl.get('/offline.html')).toBe(await revisionOf('offline.html'));
    expect(manifest.pages).toEqual(['/', '/faq']);
    expect(manifest.offline).toBe('/offline.html');
    expect([...byUrl.keys()].some((url) => url.startsWith('/api'))).toBe(false);
  });

  it('takes "/" alone when the build listed no pages', async () => {
    await rm(join(outDir, 'prerendered.json'));
    await writeServiceWorker(outDir);
    expect((await readManifest()).pages).toEqual(['/']);
  });

  it('names a new cache version when any precached file changes, and only then', async () => {
    await writeServiceWorker(outDir);
    const first = await readManifest();
    await writeServiceWorker(outDir);
    expect((await readManifest()).version).toBe(first.version);
    await put('faq/index.html', '<!doctype html><div id="root"><h1>FAQ, updated</h1></div>');
    await writeServiceWorker(outDir);
    const second = await readManifest();
    expect(second.version).not.toBe(first.version);
    expect(second.entries.find((entry) => entry.url === '/faq')?.revision).toBe(await revisionOf('faq/index.html'));
  });

  it('writes an offline page that needs no script: Retry reloads the page asked for, a link goes home', async () => {
    await writeServiceWorker(outDir);
    const html = await readFile(join(outDir, 'offline.html'), 'utf8');
    expect(html).toContain("You're offline");
    expect(html).toMatch(/<a [^>]*href=""[^>]*>Retry<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>/);
    expect(html).not.toMatch(/<script/i);
  });
});

type Handler = (event: unknown) => void;

/** What the worker's cache holds in these tests: a rendered page, the offline page and a hashed asset. */
const CACHED: Record<string, string> = {
  '/faq': 'cached faq page',
  '/offline.html': 'offline page',
  '/assets/main-AbC123.js': 'cached main.js',
};

/** Runs the built sw.js in a bare global scope, offline (every fetch fails), and returns its fetch handler. */
async function loadFetchHandler(): Promise<Handler> {
  await writeServiceWorker(outDir);
  const handlers = new Map<string, Handler>();
  const self = {
    location: { origin: 'https://rank.example' },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
  };
  const cache = { match: (url: string) => Promise.resolve(url in CACHED ? new Response(CACHED[url]) : undefined) };
  const caches = { open: () => Promise.resolve(cache), keys: () => Promise.resolve([]) };
  const fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  runInNewContext(await readFile(join(outDir, 'sw.js'), 'utf8'), { self, caches, fetch, URL, Response, Headers, setTimeout });
  const onFetch = handlers.get('fetch');
  if (!onFetch) throw new Error('sw.js has no fetch handler');
  return onFetch;
}

/** The worker's answer to a request, or null when it leaves the request to the network (no respondWith). */
async function answer(url: string, { method = 'GET', mode = 'cors' } = {}): Promise<string | null> {
  const onFetch = await loadFetchHandler();
  const responses: Promise<Response>[] = [];
  onFetch({
    request: { url, method, mode },
    preloadResponse: Promise.resolve(undefined),
    respondWith: (response: Promise<Response>) => responses.push(response),
  });
  const [response] = responses;
  return response ? (await response).text() : null;
}

describe('the built worker, offline', () => {
  it.each([
    ['an API call', 'https://rank.example/api/v1/health', {}],
    ['an API navigation', 'https://rank.example/api/v1/openapi.json', { mode: 'navigate' }],
    ['a POST', 'https://rank.example/assets/main-AbC123.js', { method: 'POST' }],
    ['another origin', 'https://fonts.example/assets/main-AbC123.js', {}],
    ['a file it did not precache', 'https://rank.example/robots.txt', {}],
  ])('leaves %s to the network', async (_, url, init) => {
    expect(await answer(url, init)).toBeNull();
  });

  it.each([
    ['a rendered page with its cached copy', 'https://rank.example/faq/?utm_source=x', { mode: 'navigate' }, 'cached faq page'],
    ['any other page with the offline page', 'https://rank.example/dashboard', { mode: 'navigate' }, 'offline page'],
    ['a hashed asset from the cache', 'https://rank.example/assets/main-AbC123.js', {}, 'cached main.js'],
  ])('answers %s', async (_, url, init, expected) => {
    expect(await answer(url, init)).toBe(expected);
  });
});
