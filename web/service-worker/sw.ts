/// <reference lib="webworker" />
// The service worker, served as /sw.js with scope "/". Compiled by scripts/vite/service-worker.ts, which
// strips the types and writes the precache manifest in place of the constant declared below (a classic script:
// no imports). What it caches and why: docs/decisions/010-hand-written-service-worker.md.
export {};

declare const self: ServiceWorkerGlobalScope;

interface PrecacheManifest {
  version: string;
  pages: string[];
  offline: string;
  entries: { url: string; revision: string }[];
}

declare const __PRECACHE_MANIFEST__: PrecacheManifest;
const manifest: PrecacheManifest = __PRECACHE_MANIFEST__;

const CACHE_PREFIX = 'rank-checker-precache-';
const CACHE_NAME = `${CACHE_PREFIX}${manifest.version}`;
/** How long a navigation waits for the network before a cached copy of the page is shown instead. */
const NAVIGATION_TIMEOUT_MS = 3000;
/** Kept on each cached response, so the next version can reuse files whose content did not change. */
const REVISION_HEADER = 'x-precache-revision';

const pages = new Set(manifest.pages);
const pageFiles = new Set([...manifest.pages, manifest.offline]);
const assetUrls = new Set(manifest.entries.map((entry) => entry.url).filter((url) => !pageFiles.has(url)));

/** Another version's copy of this file, if its content is the same. */
async function findReusable(url: string, revision: string): Promise<Response | undefined> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX) || name === CACHE_NAME) continue;
    const response = await (await caches.open(name)).match(url);
    if (response?.headers.get(REVISION_HEADER) === revision) return response;
  }
  return undefined;
}

/**
 * Fetches one file for the cache. Hashed assets may come from the HTTP cache; pages and files with fixed
 * names are revalidated, so the cache holds this deployment's copy. The response is rebuilt with its
 * revision, which also drops a redirect flag that browsers refuse for navigations.
 */
async function fetchForCache(url: string, revision: string): Promise<Response> {
  const response = await fetch(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' });
  if (!response.ok) throw new Error(`precaching ${url} failed: HTTP ${response.status}`);
  const headers = new Headers(response.headers);
  headers.set(REVISION_HEADER, revision);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  // One failed file fails the install: the old worker stays and the browser tries again on its next check.
  await Promise.all(
    manifest.entries.map(async ({ url, revision }) => {
      await cache.put(url, (await findReusable(url, revision)) ?? (await fetchForCache(url, revision)));
    }),
  );
}

async function deleteOldCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name)));
}

/** "/faq/" and "/faq" are the same page. */
const pageKey = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

function timeout(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
}

/**
 * Network first: the page as the server has it now. A page rendered at build time falls back to its cached
 * copy when the network fails, answers with a server error or takes longer than NAVIGATION_TIMEOUT_MS; any
 * other page waits for the network and, without one, shows the offline page.
 */
async function handleNavigation(event: FetchEvent, pathname: string): Promise<Response> {
  const network: Promise<Response> = Promise.resolve(event.preloadResponse).then(
    (preloaded: Response | undefined) => preloaded ?? fetch(event.request),
  );
  // Its failure is handled below; this keeps one that comes before that from counting as unhandled.
  network.catch(() => undefined);
  const cache = await caches.open(CACHE_NAME);
  const key = pageKey(pathname);
  const cached = pages.has(key) ? await cache.match(key) : undefined;
  if (cached) {
    const first = await Promise.race([network, timeout(NAVIGATION_TIMEOUT_MS)]).catch(() => null);
    return first && first !== 'timeout' && first.status < 500 ? first : cached;
  }
  try {
    return await network;
  } catch {
    return (await cache.match(manifest.offline)) ?? Response.error();
  }
}

/** Hashed assets never change under their name: the cached copy is the right one. */
async function cacheFirst(request: Request, pathname: string): Promise<Response> {
  return (await (await caches.open(CACHE_NAME)).match(pathname)) ?? fetch(request);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await deleteOldCaches();
      // The page's request starts while the worker boots, instead of after it.
      await self.registration.navigationPreload?.enable();
      // The first visit's page is controlled at once, so it works offline without a reload.
      await self.clients.claim();
    })(),
  );
});

// The page asks for this when the visitor chooses "Reload" on the new-version prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Only GETs of our own origin; everything else goes to the network as if there were no worker.
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The API is never cached nor answered with a page: its answers are live data, and a failure must reach
  // the app as one.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(handleNavigation(event, url.pathname));
  } else if (assetUrls.has(url.pathname) && url.search === '') {
    event.respondWith(cacheFirst(request, url.pathname));
  }
});
