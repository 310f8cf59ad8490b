import type { KeywordSeries, KeywordSeriesQuery } from '../../../../contracts/history';
import { SimulatedBadge } from '../../../components/rank/simulated-badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useKeywordSeries } from '../api/get-keyword-series';
import { movementText, rankText } from '../lib/series-chart-data';
import { ChartLegend } from './chart-legend';
import { CHART_VARIABLES } from './chart-lines';
import { HistoryError } from './history-list-states';
import { RankChart } from './rank-chart';
import { SeriesStats } from './series-stats';
import { SeriesTable } from './series-table';

/** One sentence a screen reader hears for the chart. */
export function chartSummary(series: KeywordSeries): string {
  const { stats, query } = series;
  const checks = `${stats.checks} ${stats.checks === 1 ? 'check' : 'checks'}`;
  if (stats.best === null) return `${query.site} was not found in the top 100 in any of ${checks}.`;
  return `Rank of ${query.site} over ${checks}: best ${rankText(stats.best)}, worst ${rankText(stats.worst)}, latest ${rankText(stats.lastRank)}; ${movementText(stats.movement).toLowerCase()} since the first check.`;
}

export function KeywordChartBody({ query }: { query: KeywordSeriesQuery }) {
  const series = useKeywordSeries(query);
  if (series.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Loading the chart…</span>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-72 sm:h-80" />
      </div>
    );
  }
  if (series.isError) {
    if (series.error instanceof ApiError && series.error.status === 404) {
      return <p className="text-sm text-muted-foreground">There are no saved checks of this keyword any more.</p>;
    }
    return <HistoryError error={series.error} onRetry={() => void series.refetch()} what="the chart" />;
  }
  const data = series.data;
  const simulated = data.points.filter((p) => p.simulated).length;
  return (
    <div className={`grid gap-5 ${CHART_VARIABLES}`}>
      {simulated > 0 ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <SimulatedBadge />
          {simulated === data.points.length
            ? 'These ranks come from the built-in simulated search engine, not from a real one.'
            : `${simulated} of these ${data.points.length} checks come from the built-in simulated search engine, not from a real one.`}
        </p>
      ) : null}
      <SeriesStats stats={data.stats} />
      <figure className="grid gap-3">
        <RankChart series={data} summary={chartSummary(data)} />
        <figcaption>
          <ChartLegend
            site={data.query.site}
            competitors={data.competitors}
            anyNotFound={data.points.some((p) => p.rank === 0)}
            anyCited={data.points.some((p) => p.aiOverview?.state === 'cited' && p.aiOverview.sitePosition !== null)}
          />
        </figcaption>
      </figure>
      <SeriesTable series={data} className="sr-only" />
    </div>
  );
}
