import type { KeywordSeries, KeywordSeriesQuery } from '../../../contracts/history';
import { seriesStats } from '../../../core/history/series-stats';
import { aiOverviewSummary } from '../../../core/ranking/feature-holdings';
import { isSimulatedSource } from '../../../core/search/serp-source';
import type { Queryable } from '../../db/pool';
import { MAX_SERIES_POINTS, selectSeriesPoints } from '../../db/queries/history-series';
import { AppError } from '../../errors';

/**
 * One query's rank over time, oldest first, for the chart: the site's points, each competitor URL in the
 * order it first appeared (one line each) and the summary figures, over the latest MAX_SERIES_POINTS checks
 * (`truncated` says when there were more). NOT_FOUND (404) when the user has no such checks.
 */
export async function getKeywordSeries(db: Queryable, userId: string, query: KeywordSeriesQuery): Promise<KeywordSeries> {
  const fetched = await selectSeriesPoints(db, { userId, ...query });
  if (fetched.length === 0) throw new AppError('NOT_FOUND', 'No checks of this keyword were found in your history.');
  const truncated = fetched.length > MAX_SERIES_POINTS;
  const rows = truncated ? fetched.slice(fetched.length - MAX_SERIES_POINTS) : fetched;
  const competitors = new Set<string>();
  const points = rows.map((row) => {
    for (const competitor of row.competitors) competitors.add(competitor.url);
    return {
      checkedAt: row.checked_at.toISOString(),
      rank: row.rank_position,
      competitors: row.competitors.map(({ url, rank }) => ({ url, rank })),
      simulated: isSimulatedSource(row.source),
      aiOverview: aiOverviewSummary(row.ai_overview),
    };
  });
  return { query, points, competitors: [...competitors], stats: seriesStats(points), truncated };
}
