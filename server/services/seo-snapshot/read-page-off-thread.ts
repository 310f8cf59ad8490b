import { availableParallelism } from 'node:os';
import type { OnPage } from '../../../contracts/seo-snapshot';
import { createWorkerPool, WorkerJobError } from '../../worker-threads/worker-pool';
import type { FetchedPage } from './extract-on-page';

/** A page still being read after this is given up on (its worker is terminated): far past any real page's read. */
export const PAGE_READ_TIMEOUT_MS = 10_000;

/** What a user reads when the page could not be read; the cause goes to the log. */
export const PAGE_UNREADABLE = { code: 'unreadable', message: 'This page could not be analysed: its HTML is too large or too complex to read.' } as const;

export interface PageReadLog {
  error(details: unknown, message: string): void;
}

export type PageRead = { onPage: OnPage } | { error: typeof PAGE_UNREADABLE };

export interface PageReader {
  read(page: FetchedPage, log?: PageReadLog): Promise<PageRead>;
  close(): Promise<void>;
}

/**
 * Reads fetched pages (extractOnPage) in worker threads. Reading is bounded (html-facts: 50,000 elements, 512
 * levels), but it is CPU work on input anyone can write: on the event loop, a hostile page would stall every other
 * request while it is read. Workers are started on first use and kept, one per spare core and at most two (as for
 * report PDFs). A read that fails, overruns `timeoutMs` (its worker is terminated) or runs out of its heap gives
 * PAGE_UNREADABLE, never facts made up from a partial read. The body is copied once into a buffer of its own and
 * moved to the worker, not copied again.
 */
export function createPageReader(options: { timeoutMs: number }): PageReader {
  const pool = createWorkerPool({
    module: new URL('./page-reader-worker.ts', import.meta.url),
    size: Math.min(2, Math.max(1, availableParallelism() - 1)),
    timeoutMs: options.timeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return {
    async read(page, log = console) {
      const body = new Uint8Array(page.body);
      try {
        return { onPage: (await pool.run({ ...page, body }, [body.buffer])) as OnPage };
      } catch (error) {
        if (!(error instanceof WorkerJobError)) throw error;
        log.error({ err: error, kind: error.kind, url: page.finalUrl }, 'Reading a page for an SEO snapshot failed');
        return { error: PAGE_UNREADABLE };
      }
    },
    close: () => pool.close(),
  };
}

const reader = createPageReader({ timeoutMs: PAGE_READ_TIMEOUT_MS });

/** The on-page facts of a fetched page, read by the app's page reader (createPageReader). */
export function readPageOffThread(page: FetchedPage, log?: PageReadLog): Promise<PageRead> {
  return reader.read(page, log);
}
