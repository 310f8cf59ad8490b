import type { SearchEngine } from '../../core/search/engines';
import { enginePaging } from '../../core/search/paging';

/** Requests that reach `rank` when every page holds the engine's usual desktop size: the least any scan can pay. */
export function minimumRequests(engine: SearchEngine, rank: number): number {
  const { firstSize, laterSize } = enginePaging(engine, 'desktop');
  return 1 + Math.max(0, Math.ceil((rank - firstSize) / laterSize));
}
