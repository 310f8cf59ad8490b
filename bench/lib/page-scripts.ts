import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Result } from 'lighthouse';

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

export interface ScriptFile {
  path: string;
  raw: number;
  gzip: number;
  /** Bytes on the wire in the run (brotli when the browser accepts it); 0 for the service worker. */
  transferred: number;
}

const SERVICE_WORKER = '/sw.js';

async function measure(webDistDir: string, pathname: string, transferred: number): Promise<ScriptFile> {
  const bytes = await readFile(path.join(webDistDir, pathname));
  return { path: pathname, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, transferred };
}

/**
 * Every script a page loaded in a Lighthouse run, sized from the built files (gzip level 9: what a gzip-only
 * client receives), plus the service worker the page registers: the browser fetches it apart from the
 * page, so the run's request list does not show it.
 */
export async function pageScripts(lhr: Result, webDistDir: string): Promise<ScriptFile[]> {
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const files = await Promise.all(scripts.map((s) => measure(webDistDir, new URL(s.url).pathname, s.transferSize ?? 0)));
  if (!files.some((f) => f.path === SERVICE_WORKER) && existsSync(path.join(webDistDir, SERVICE_WORKER))) {
    files.push(await measure(webDistDir, SERVICE_WORKER, 0));
  }
  return files;
}
