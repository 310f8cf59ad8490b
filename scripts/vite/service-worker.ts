import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import { renderOfflinePage } from './offline-page';

/** The worker's source; typed with the WebWorker lib, compiled here by stripping its types. */
const SOURCE = fileURLToPath(new URL('../../web/service-worker/sw.ts', import.meta.url));
/** The identifier in sw.ts that the build replaces with the precache manifest. */
const MANIFEST_TOKEN = '__PRECACHE_MANIFEST__';
const PRERENDERED_FILE = 'prerendered.json';
export const OFFLINE_FILE = 'offline.html';
/** Files with fixed names beside the hashed assets that an installed app needs offline. */
const STATIC_FILES = ['manifest.webmanifest', 'favicon.svg'];
/** Compressed siblings and source maps are never fetched by the worker. */
const SKIPPED = /\.(?:br|gz|map)$/;

export interface PrecacheEntry {
  /** Root-relative URL the worker fetches and caches. */
  url: string;
  /** Content hash of the file as served: a new deployment that changes it is seen as a change. */
  revision: string;
}

export interface PrecacheManifest {
  /** Names the cache; changes whenever any entry's revision does. */
  version: string;
  /** Paths whose navigations may be answered from the cache (the pages rendered at build time). */
  pages: string[];
  /** Answer to any other navigation while offline. */
  offline: string;
  entries: PrecacheEntry[];
}

interface PrerenderedPage {
  path: string;
  file: string;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const hashOf = (content: Buffer | string) => createHash('sha256').update(content).digest('hex').slice(0, 16);
const toUrl = (outDir: string, file: string) => `/${relative(outDir, file).split(sep).join('/')}`;

/** The pages the build rendered into HTML; "/" (index.html) is always one of them. */
async function readPrerenderedPages(outDir: string): Promise<PrerenderedPage[]> {
  const listed = existsSync(join(outDir, PRERENDERED_FILE))
    ? ((JSON.parse(await readFile(join(outDir, PRERENDERED_FILE), 'utf8')) as { pages?: PrerenderedPage[] }).pages ?? [])
    : [];
  const pages = listed.some((page) => page.path === '/') ? listed : [{ path: '/', file: 'index.html' }, ...listed];
  return pages.filter((page) => existsSync(join(outDir, page.file)));
}

/**
 * Lists what the worker precaches: every hashed asset, each rendered page under the path it is served at,
 * the offline page, the manifest and the icons. Revisions hash the final files (after the pages were rendered
 * into them), so any change to what a visitor would be served makes a new cache version.
 */
export async function buildPrecacheManifest(outDir: string, leaveOut: ReadonlySet<string> = new Set()): Promise<PrecacheManifest> {
  const entries: PrecacheEntry[] = [];
  const addFile = async (url: string, file: string) => entries.push({ url, revision: hashOf(await readFile(file)) });

  const pages = await readPrerenderedPages(outDir);
  for (const page of pages) await addFile(page.path, join(outDir, page.file));
  await addFile(`/${OFFLINE_FILE}`, join(outDir, OFFLINE_FILE));
  for (const name of STATIC_FILES) {
    if (existsSync(join(outDir, name))) await addFile(`/${name}`, join(outDir, name));
  }
  for (const folder of ['assets', 'icons']) {
    if (!existsSync(join(outDir, folder))) continue;
    const files: string[] = [];
    for await (const file of walk(join(outDir, folder))) {
      if (!SKIPPED.test(file) && !leaveOut.has(relative(outDir, file).split(sep).join('/'))) files.push(file);
    }
    // Sorted so the same build always yields the same manifest, and so the same worker.
    for (const file of files.sort()) await addFile(toUrl(outDir, file), file);
  }

  const version = hashOf(entries.map((entry) => `${entry.url} ${entry.revision}`).join('\n'));
  return { version, pages: pages.map((page) => page.path), offline: `/${OFFLINE_FILE}`, entries };
}

/** sw.ts with its types stripped and the precache manifest written in where it names MANIFEST_TOKEN. */
export async function compileServiceWorker(manifest: PrecacheManifest): Promise<string> {
  const source = await readFile(SOURCE, 'utf8');
  const { code } = await transformWithOxc(source, SOURCE, { lang: 'ts', sourcemap: false });
  const uses = code.split(MANIFEST_TOKEN).length - 1;
  // The `declare const` is gone after type stripping, so exactly one use must remain: the one to replace.
  if (uses !== 1) throw new Error(`${SOURCE} must use ${MANIFEST_TOKEN} exactly once (found ${uses} after compiling)`);
  // The worker is registered as a classic script: the `export {}` that makes sw.ts a module must go.
  return code.replace(MANIFEST_TOKEN, JSON.stringify(manifest)).replace(/^export\s*\{\s*\};?\s*$/m, '');
}

/**
 * Writes outDir/offline.html and outDir/sw.js; `leaveOut` names asset files (relative to outDir) loaded only on
 * demand, which the worker does not precache (they still load, from the network, when needed). Called after the pages are rendered into HTML (so the
 * revisions are those of the final pages) and before compression (so the worker gets .br/.gz copies too).
 */
export async function writeServiceWorker(outDir: string, leaveOut: ReadonlySet<string> = new Set()): Promise<void> {
  await writeFile(join(outDir, OFFLINE_FILE), renderOfflinePage());
  const manifest = await buildPrecacheManifest(outDir, leaveOut);
  await writeFile(join(outDir, 'sw.js'), await compileServiceWorker(manifest));
}

