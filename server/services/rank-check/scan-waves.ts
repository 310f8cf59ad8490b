import type { SearchEngine } from '../../../core/search/engines';
import { ENGINE_PAGING, MAX_RANK, pagesToCover } from '../../../core/search/paging';

/**
 * Absolute ranks after which a wave ends. Most sites people check rank in the top 10, so page 1 goes alone
 * (one request); then up to rank 40 in parallel; then the rest in parallel. A target at rank 95 costs three
 * round-trips instead of ten, and one found early costs no more pages than a page-by-page scan would.
 */
const WAVE_ENDS = [10, 40, MAX_RANK];

export interface ScanWave {
  /** 1-based page numbers fetched together. */
  pages: number[];
  /** Absolute positions this wave covers. */
  from: number;
  to: number;
}

/** The waves covering ranks 1..MAX_RANK on an engine, by its page size. */
export function planScanWaves(engine: SearchEngine): ScanWave[] {
  const { pageSize } = ENGINE_PAGING[engine];
  const lastPage = pagesToCover(engine);
  const waves: ScanWave[] = [];
  let next = 1;
  for (const end of WAVE_ENDS) {
    const until = Math.min(lastPage, Math.max(next, Math.ceil(end / pageSize)));
    if (next > until) continue;
    const pages = Array.from({ length: until - next + 1 }, (_, i) => next + i);
    waves.push({ pages, from: (next - 1) * pageSize + 1, to: Math.min(until * pageSize, MAX_RANK) });
    next = until + 1;
  }
  return waves;
}
