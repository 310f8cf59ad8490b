import { selectPreviousChecks, type PreviousChecks } from '../../db/queries/previous-checks';
import type { CheckQueryKey } from '../../db/queries/search-history';
import type { Queryable } from '../../db/pool';
import type { RankCheckInput } from './run-rank-check';

/** The key a check of this input is saved under: the display form groups "https://www.Example.com/" and "example.com". */
export function checkQueryKey(input: RankCheckInput): CheckQueryKey {
  return {
    websiteUrl: input.website.display,
    keyword: input.keyword,
    searchEngine: input.engine,
    location: input.location,
    device: input.device,
  };
}

/**
 * How far a scan's first wave reads at once: through the deepest place its site and competitors held at the
 * query's latest check (a site last at #45 on Google: pages through #50, one round trip). None when a target
 * was not found or never checked (the usual waves serve it as well as anything), or when everything was on
 * the first page anyway.
 * @example firstWaveDepth({ rank: 45, matchedUrl: null, competitors: [{ url: 'rival.com', rank: 12 }] }, input) // 45
 */
export function firstWaveDepth(latest: PreviousChecks['latest'], input: Pick<RankCheckInput, 'competitors'>): number | undefined {
  if (!latest) return undefined;
  const ranks = [latest.rank, ...input.competitors.map(({ target }) => latest.competitors.find((stored) => stored.url === target.display)?.rank)];
  if (ranks.some((rank) => rank === undefined || rank <= 0)) return undefined;
  return Math.max(...(ranks as number[]));
}

/**
 * The first-wave depth from the user's own latest check of this query, so a manual check, a "run now" and a
 * scheduled run of a tracked query all cost the pages that reach where its targets were, and no more.
 */
export async function knownFirstWaveDepth(db: Queryable, userId: string, input: RankCheckInput): Promise<number | undefined> {
  const previous = await selectPreviousChecks(db, userId, checkQueryKey(input));
  return firstWaveDepth(previous.latest, input);
}
