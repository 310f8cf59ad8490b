import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { KeywordSeries } from '../../../../contracts/history';
import { CitedLegendMark, CitedMark } from '../../../components/rank/cited-mark';
import { Skeleton } from '../../../components/ui/skeleton';

/** Colours of up to three competitors' lines beside the site's, told apart by dash too. */
const COMPETITOR_STYLES = [
  { stroke: 'var(--muted-foreground)', dash: '5 4' },
  { stroke: 'var(--warning)', dash: '2 3' },
  { stroke: 'var(--danger)', dash: '8 3 2 3' },
] as const;
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
/** Not found is drawn at the bottom of the top 100, not as a gap: it is where the site is, as far as we know. */
const NOT_FOUND = 101;
const plotted = (rank: number) => (rank > 0 ? rank : NOT_FOUND);

/** The chart in words: the site's first and latest rank and each competitor's latest. */
function summaryOf(series: KeywordSeries): string {
  const first = series.points[0];
  const last = series.points[series.points.length - 1];
  if (!first || !last) return 'No checks yet.';
  const rank = (value: number) => (value > 0 ? `#${value}` : 'not found');
  const rivals = last.competitors.map((competitor) => `${competitor.url} ${rank(competitor.rank)}`).join(', ');
  const span = first === last ? `1 check: ${rank(last.rank)}` : `${series.points.length} checks: from ${rank(first.rank)} to ${rank(last.rank)}`;
  return `${span}${rivals ? `; at the latest, ${rivals}` : ''}.`;
}

/** A tracked keyword's rank over its checks, with its competitors' lines; #1 at the top. */
export function KeywordRankChart({ series, site }: { series: KeywordSeries | undefined; site: string }) {
  if (!series) return <Skeleton className="h-48 w-full" />;
  const data = series.points.map((point) => ({
    at: DAY.format(new Date(point.checkedAt)),
    site: plotted(point.rank),
    cited: point.aiOverview?.state === 'cited' && point.aiOverview.sitePosition !== null ? plotted(point.rank) : null,
    ...Object.fromEntries(point.competitors.map((competitor) => [competitor.url, plotted(competitor.rank)])),
  }));
  const summary = summaryOf(series);
  const citations = data.filter((point) => point.cited !== null).length;
  return (
    <figure className="m-0">
      <figcaption className="text-sm text-muted-foreground">
        {summary}
        {citations > 0 ? ` Cited in Google’s AI Overview on ${citations} of ${data.length} ${data.length === 1 ? 'check' : 'checks'}.` : ''}
      </figcaption>
      {data.length > 0 ? (
        <div className="mt-2 h-48 w-full" aria-hidden="true">
          <LineChart responsive style={{ width: '100%', height: '100%' }} data={data} margin={{ top: 6, right: 8, bottom: 0, left: -12 }} accessibilityLayer={false}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="at" tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }} stroke="var(--border)" minTickGap={24} />
            <YAxis reversed domain={[1, NOT_FOUND]} ticks={[1, 10, 20, 50, 101]} tickFormatter={(value: number) => (value > 100 ? '—' : `#${value}`)} tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }} stroke="var(--border)" width={44} />
            <Tooltip formatter={(value) => (Number(value) > 100 ? 'not found' : `#${String(value)}`)} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Line name={site} dataKey="site" stroke="var(--brand)" strokeWidth={2.5} dot={data.length < 2 ? { r: 3 } : false} isAnimationActive={false} />
            <Line name="Cited in the AI Overview" legendType="none" dataKey="cited" stroke="none" dot={<CitedMark />} activeDot={false} tooltipType="none" isAnimationActive={false} />
            {series.competitors.slice(0, COMPETITOR_STYLES.length).map((url, index) => (
              <Line key={url} name={url} dataKey={url} stroke={COMPETITOR_STYLES[index]?.stroke} strokeDasharray={COMPETITOR_STYLES[index]?.dash} strokeWidth={1.75} dot={false} isAnimationActive={false} connectNulls />
            ))}
          </LineChart>
        </div>
      ) : null}
      {citations > 0 ? (
        <p className="mt-1 flex items-center gap-2 text-xs text-muted-foreground" aria-hidden="true">
          <CitedLegendMark />
          Cited in Google’s AI Overview
        </p>
      ) : null}
    </figure>
  );
}
