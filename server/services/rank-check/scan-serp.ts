import { locateTarget, needsResolution, type Target } from '../../../core/ranking';
import type { Device } from '../../../core/search/devices';
import type { SearchEngine } from '../../../core/search/engines';
import type { LocationCode } from '../../../core/search/locations';
import { enginePaging, MAX_RANK } from '../../../core/search/paging';
import { assembleScan, planWave, type FetchedPage } from '../../../core/search/scan-coverage';
import type { PageFeatures } from '../../../core/search/serp-features';
import type { SerpEntry, SerpError } from '../../adapters/serp/serp-provider';
import type { CachedLinkResolver } from './cached-link-resolver';
import type { SerpPageFetcher } from './cached-serp-fetcher';

export interface SerpQuery {
  engine: SearchEngine;
  location: LocationCode;
  device: Device;
  keyword: string;
}

export interface ScanProgress {
  /** Absolute positions about to be scanned, e.g. 11..40. */
  from: number;
  to: number;
  /** Provider answers used before this step. */
  pagesScanned: number;
}

export interface ScanOutcome {
  /** Organic results from position 1, no gap, no overlap; redirects resolved where it mattered. */
  sequence: SerpEntry[];
  /** The engine ran out of results (it said so) before MAX_RANK. */
  complete: boolean;
  /** Provider answers used (cached ones included). */
  pagesScanned: number;
  /** What the first page showed besides its organic results; absent when the provider read none (unknown). */
  features?: PageFeatures;
}

export type ScanResult = { ok: true; scan: ScanOutcome } | { ok: false; error: SerpError };

export interface ScanDeps {
  fetcher: SerpPageFetcher;
  /** Resolves engine redirects (Baidu); without it, entries stay as the provider gave them. */
  links?: CachedLinkResolver;
}

/**
 * Positions each wave tries to reach: the first request alone (most sites people check are on it), then up
 * to 40 in parallel, then the rest of the top 100 in parallel (docs/decisions/001). A target at 95 costs three
 * round trips when pages hold their usual size; a short page costs one more wave to fill its gap.
 */
const WAVE_UNTIL = [1, 40, MAX_RANK];
/** A bound on round trips however erratic the pages: past it the scan fails rather than guess. */
const MAX_WAVES = 8;
const SCAN_DID_NOT_ADD_UP: SerpError = {
  kind: 'invalid_response',
  providerMessage: 'the result pages did not add up to the top 100; please try again',
};

/** An entry's identity across requests, to see overlaps: its full URL, else the engine's redirect. */
function identity(entry: SerpEntry): string | null {
  if (entry.url !== null && !entry.partial) return entry.url;
  return entry.redirect ?? null;
}

/**
 * Scans an engine's organic results for the targets: each answer serves every target; requests go out in
 * waves planned from what earlier answers really held (core/search/scan-coverage), and stop once every target
 * is found for certain, 100 positions are covered, or the engine says it has no more. Any failed answer
 * inside the covered range fails the scan; the caller's abort stops it before the next wave.
 */
export async function scanSerp(
  deps: ScanDeps,
  query: SerpQuery,
  targets: readonly Target[],
  options: {
    hints: readonly string[];
    onProgress?: (progress: ScanProgress) => void;
    signal?: AbortSignal;
    /**
     * Positions the first wave reads at once, when the caller knows where its targets were (a scheduled check's
     * deepest last-known rank): a site last at #45 costs Google's pages through #50 in one round trip. Later
     * waves go on as usual from there, so a target that moved deeper is still found.
     */
    firstWaveUntil?: number;
  },
): Promise<ScanResult> {
  const paging = enginePaging(query.engine, query.device);
  const hinted = Math.min(options.firstWaveUntil ?? 0, MAX_RANK);
  const waveUntil = hinted > paging.firstSize ? [hinted, ...WAVE_UNTIL.filter((until) => until > hinted)] : WAVE_UNTIL;
  const pages: FetchedPage<SerpEntry>[] = [];
  const resolved = new Map<string, string>();
  const tried = new Set<string>();
  let pagesScanned = 0;
  // Features are read from the first page: where the featured snippet, the AI Overview and the packs are.
  let features: PageFeatures | undefined;

  let goalIndex = 0;
  for (let wave = 0; ; wave++) {
    const coverage = assembleScan(paging, pages, identity);
    const sequence = await resolveRedirects(deps, targets, coverage.sequence, { resolved, tried }, options.signal);
    const done =
      coverage.complete ||
      sequence.length >= MAX_RANK ||
      targets.every((target) => {
        const located = locateTarget(target, sequence);
        return located.rank > 0 && located.certain;
      });
    // A wave's goal holds until it is reached: a short page's gap is filled before the scan goes deeper.
    while (goalIndex < waveUntil.length - 1 && sequence.length >= (waveUntil[goalIndex] ?? MAX_RANK)) goalIndex += 1;
    const goal = waveUntil[goalIndex] ?? MAX_RANK;
    if (done) return { ok: true, scan: { sequence, complete: coverage.complete, pagesScanned, ...(features ? { features } : {}) } };
    const starts = wave >= MAX_WAVES ? [] : planWave(paging, pages, coverage, goal);
    // Out of waves, or nothing left to ask, with neither 100 positions nor the engine's end: the pages did not
    // add up (an erratic provider repeating itself). 'Not found' would be a guess, so the scan fails instead.
    if (starts.length === 0) return { ok: false, error: SCAN_DID_NOT_ADD_UP };

    options.signal?.throwIfAborted();
    const from = sequence.length + 1;
    options.onProgress?.({ from, to: Math.min(MAX_RANK, Math.max(from, wave === 0 && waveUntil === WAVE_UNTIL ? paging.firstSize : goal)), pagesScanned });
    const answers = await Promise.all(
      starts.map((start) => deps.fetcher.fetchPage({ ...query, start, targets: options.hints }, options.signal)),
    );
    pagesScanned += answers.length;
    const failures: { start: number; error: SerpError }[] = [];
    answers.forEach((answer, i) => {
      const start = starts[i] ?? 0;
      if (!answer.ok) {
        failures.push({ start, error: answer.error });
        return;
      }
      pages.push({ start, entries: answer.page.entries, ended: answer.page.ended });
      if (start === 0) features = answer.page.features;
    });
    // A failure past the engine's last page changes nothing; any other leaves a hole we cannot rank across.
    const after = assembleScan(paging, pages, identity);
    const blocking = failures.find((f) => !(after.complete && f.start >= after.nextStart));
    if (blocking) return { ok: false, error: blocking.error };
  }
}

/**
 * Replaces redirect-only and cut-short entries that matter for these targets by where their redirect leads.
 * Links that could not be resolved stay as they were (locateTarget then knows the rank is uncertain).
 */
async function resolveRedirects(
  deps: ScanDeps,
  targets: readonly Target[],
  sequence: SerpEntry[],
  memo: { resolved: Map<string, string>; tried: Set<string> },
  signal?: AbortSignal,
): Promise<SerpEntry[]> {
  if (!deps.links) return sequence;
  const { resolved, tried } = memo;
  const wanted = sequence
    .slice(0, MAX_RANK)
    .filter((entry) => entry.redirect !== undefined && !tried.has(entry.redirect) && needsResolution(targets, entry))
    .map((entry) => entry.redirect as string);
  if (wanted.length > 0) {
    for (const link of wanted) tried.add(link);
    for (const [link, url] of await deps.links.resolveAll(wanted, signal)) resolved.set(link, url);
  }
  return sequence.map((entry) => {
    const url = entry.redirect === undefined ? undefined : resolved.get(entry.redirect);
    return url === undefined ? entry : { url, title: entry.title, redirect: entry.redirect };
  });
}
