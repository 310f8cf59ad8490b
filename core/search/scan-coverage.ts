import { MAX_RANK, type EnginePaging } from './paging';

/** One answered request of a scan: where it started and what it held, in the engine's order. */
export interface FetchedPage<T> {
  /** `offset` engines: results skipped; `page` engines: the page number from 0. */
  start: number;
  entries: readonly T[];
  /** The engine said nothing comes after this page. */
  ended: boolean;
}

export interface ScanCoverage<T> {
  /** Entries from position 1 with no gap and no overlap: `sequence[i]` is at position i + 1. */
  sequence: T[];
  /** The engine said there is nothing after the sequence. */
  complete: boolean;
  /** Where the next request must start for the sequence to go on. */
  nextStart: number;
}

/**
 * How far back a request's entries are compared with what came before: an overlap between consecutive requests
 * is at most a page's worth (a request that started a few results too early).
 */
const OVERLAP_WINDOW = 15;

/** Identity of an entry for overlap detection (its URL), or null when it has none to compare. */
export type EntryIdentity<T> = (entry: T) => string | null;

/**
 * Joins a scan's pages into one sequence of positions, however many results each page really held.
 * `offset` pages are laid on the engine's result index and read from 0 until the first gap; `page` pages
 * are read in page order until the first missing page. Where pages overlap (a later request started inside
 * an earlier one) each index counts once, and an entry that repeats one of the last results before its
 * request (same URL) is an overlap between requests, not a new position. An empty page that ended closes the
 * sequence where it starts.
 */
export function assembleScan<T>(paging: EnginePaging, pages: readonly FetchedPage<T>[], identity: EntryIdentity<T>): ScanCoverage<T> {
  const sequence: T[] = [];
  // Entries of one request are all positions, even a URL shown twice; only where a request repeats what the
  // request before it ended with is it an overlap.
  const append = (entries: readonly T[]) => {
    const before = new Set(
      sequence
        .slice(-OVERLAP_WINDOW)
        .map(identity)
        .filter((key): key is string => key !== null),
    );
    for (const entry of entries) {
      const key = identity(entry);
      if (key !== null && before.has(key)) continue;
      sequence.push(entry);
    }
  };

  if (paging.kind === 'page') {
    let index = 0;
    for (;;) {
      const page = pages.find((p) => p.start === index);
      if (!page) return { sequence, complete: false, nextStart: index };
      append(page.entries);
      if (page.ended) return { sequence, complete: true, nextStart: index + 1 };
      index += 1;
    }
  }

  let cursor = 0;
  for (;;) {
    const covering = pages
      .filter((p) => p.start <= cursor && p.start + p.entries.length > cursor)
      .sort((a, b) => b.start + b.entries.length - (a.start + a.entries.length))[0];
    if (!covering) {
      const endsHere = pages.some((p) => p.ended && p.start === cursor && p.entries.length === 0);
      return { sequence, complete: endsHere, nextStart: cursor };
    }
    append(covering.entries.slice(cursor - covering.start));
    cursor = covering.start + covering.entries.length;
    if (covering.ended) return { sequence, complete: true, nextStart: cursor };
  }
}

/**
 * The requests (their starts) of the next wave: enough to reach `until` positions if every new page holds
 * its usual size, skipping what fetched pages already cover and filling gaps they left. Runs in parallel,
 * so a page that holds fewer than usual only costs a filler request in the next wave.
 */
export function planWave<T>(
  paging: EnginePaging,
  pages: readonly FetchedPage<T>[],
  coverage: ScanCoverage<T>,
  until: number,
): number[] {
  const goal = Math.min(until, MAX_RANK);
  const starts: number[] = [];
  if (coverage.complete) return starts;
  let predicted = coverage.sequence.length;
  let cursor = coverage.nextStart;
  const usualSize = (start: number) => (start === 0 ? paging.firstSize : paging.laterSize);
  // Nothing exists past a page that ended, so no request starts there.
  const endAt = Math.min(...pages.filter((p) => p.ended).map((p) => p.start + (paging.kind === 'page' ? 1 : p.entries.length)));

  while (predicted < goal && cursor < endAt) {
    const fetched =
      paging.kind === 'page'
        ? pages.find((p) => p.start === cursor)
        : pages.find((p) => p.start <= cursor && p.start + p.entries.length > cursor);
    if (fetched) {
      const held = paging.kind === 'page' ? fetched.entries.length : fetched.start + fetched.entries.length - cursor;
      predicted += held;
      if (fetched.ended) break;
      cursor = paging.kind === 'page' ? cursor + 1 : fetched.start + fetched.entries.length;
      continue;
    }
    starts.push(cursor);
    const size = usualSize(cursor);
    predicted += size;
    cursor += paging.kind === 'page' ? 1 : size;
  }
  return starts;
}
