import { MAX_RANK } from '../search/paging';
import { findPositions, type TargetPositions } from './find-positions';
import type { Target } from './parse-target';
import { isHostUnder } from './is-host-under';
import { readUrl } from './read-url';

/**
 * One organic result of a scan, at position index + 1. `url` is null when the engine gave only a redirect we
 * could not resolve; `partial` when the URL is only what the engine displayed (the site is right, the path
 * may be cut short).
 */
export interface ScannedEntry {
  url: string | null;
  partial?: boolean;
}

export interface LocatedTarget extends TargetPositions {
  /**
   * False when an entry we could not identify sits before the rank found (or anywhere, when not found): the
   * target may be there, so the rank cannot be given with certainty.
   */
  certain: boolean;
}

function sameHost(target: Target, url: string): boolean {
  const parts = readUrl(url);
  if (parts === null) return false;
  const host = target.kind === 'site' ? target.registrableDomain : target.host;
  return isHostUnder(parts.host, host);
}

/**
 * Whether an entry cannot tell if it is this target: no URL at all, or only a displayed one on the target's
 * site when the target is one page (the cut path cannot prove which page it is).
 */
export function isUncertainFor(target: Target, entry: ScannedEntry): boolean {
  if (entry.url === null) return true;
  return entry.partial === true && target.kind === 'page' && sameHost(target, entry.url);
}

/** Whether resolving the entry's redirect is worth a request for these targets: it is uncertain for one or
 *  would show a real URL instead of a cut one for a match. */
export function needsResolution(targets: readonly Target[], entry: ScannedEntry): boolean {
  if (entry.url === null) return true;
  return entry.partial === true && targets.some((target) => sameHost(target, entry.url ?? ''));
}

/**
 * Finds a target among scanned entries (position = index + 1, up to MAX_RANK). Partial entries match by site
 * for site and host targets; for a page target only a full URL proves it.
 */
export function locateTarget(target: Target, sequence: readonly ScannedEntry[]): LocatedTarget {
  const ranked = sequence.slice(0, MAX_RANK).flatMap((entry, index) => {
    if (entry.url === null || isUncertainFor(target, entry)) return [];
    return [{ position: index + 1, url: entry.url }];
  });
  const found = findPositions(target, ranked);
  const limit = found.rank > 0 ? found.rank - 1 : Math.min(sequence.length, MAX_RANK);
  const certain = !sequence.slice(0, limit).some((entry) => isUncertainFor(target, entry));
  return { ...found, certain };
}
