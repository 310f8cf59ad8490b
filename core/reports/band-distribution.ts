import { RANK_BANDS, rankBand, type RankBand } from '../ranking/rank-band';
import type { KeywordSummary } from './keyword-summary';

/** Bands in the order a report lists them, best first. */
export const REPORT_BANDS: readonly RankBand[] = ['top10', 'top30', 'top50', 'beyond50', 'not-found'];

export interface BandCount {
  band: RankBand;
  label: string;
  count: number;
}

/**
 * How many queries ended the period in each rank band, judged by their last rank. Every band is listed, empty
 * ones with 0, so a chart keeps its axis.
 */
export function bandDistribution(keywords: readonly Pick<KeywordSummary, 'lastRank'>[]): BandCount[] {
  const counts = new Map<RankBand, number>();
  for (const { lastRank } of keywords) {
    const band = rankBand(lastRank);
    counts.set(band, (counts.get(band) ?? 0) + 1);
  }
  return REPORT_BANDS.map((band) => ({ band, label: RANK_BANDS[band].label, count: counts.get(band) ?? 0 }));
}
