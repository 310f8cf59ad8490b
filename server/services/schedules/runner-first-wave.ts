import type { PreviousChecks } from '../../db/queries/previous-checks';
import type { RankCheckInput } from '../rank-check/run-rank-check';

/**
 * How far a scheduled scan's first wave reads at once: through the deepest place its site and competitors held
 * at the query's latest check (a site last at #45 on Google: pages through #50, one round trip). None when a
 * target was not found or never checked (the usual waves serve it as well as anything), or when everything
 * was on the first page anyway.
 * @example firstWaveDepth({ rank: 45, matchedUrl: null, competitors: [{ url: 'rival.com', rank: 12 }] }, input) // 45
 */
export function firstWaveDepth(latest: PreviousChecks['latest'], input: Pick<RankCheckInput, 'competitors'>): number | undefined {
  if (!latest) return undefined;
  const ranks = [latest.rank, ...input.competitors.map(({ target }) => latest.competitors.find((stored) => stored.url === target.display)?.rank)];
  if (ranks.some((rank) => rank === undefined || rank <= 0)) return undefined;
  return Math.max(...(ranks as number[]));
}
