import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { KeywordSeries } from '../../../../contracts/history';
import { MAX_RANK } from '../../../../core/search/paging';
import { cn } from '../../../lib/cn';
import { formatCheckedAt, formatShortDate } from '../lib/format-check';
import { competitorKey, seriesChartRows } from '../lib/series-chart-data';
import { useMediaQuery } from '../lib/use-media-query';
import { CitedMark } from '../../../components/rank/cited-mark';
import { NOT_FOUND_COLOUR, SITE_COLOUR, chartLine } from './chart-lines';

/** Marks a check where the site was not found: a cross on the bottom line, where no line can be. */
function NotFoundMark({ cx, cy }: { cx?: number; cy?: number }) {
  if (cx === undefined || cy === undefined) return null;
  return <path d={`M${cx - 4},${cy - 4}L${cx + 4},${cy + 4}M${cx + 4},${cy - 4}L${cx - 4},${cy + 4}`} stroke={NOT_FOUND_COLOUR} strokeWidth={2} />;
}

interface RankChartProps {
  series: KeywordSeries;
  /** Spoken instead of the drawing (the numbers are also in a table beside it). */
  summary: string;
  className?: string;
}

/** Rank over time, best at the top (1) and the top-100 limit at the bottom; competitors as dashed lines. */
export function RankChart({ series, summary, className }: RankChartProps) {
  // Drawing the lines in is decoration: skipped for people who asked for less motion.
  const animate = !useMediaQuery('(prefers-reduced-motion: reduce)', true);
  const rows = seriesChartRows(series);
  const names: Record<string, string> = { site: series.query.site, notFound: 'Not in the top 100' };
  series.competitors.forEach((url, index) => (names[competitorKey(index)] = url));

  return (
    <div className={cn('h-72 w-full sm:h-80', className)}>
      <LineChart
        responsive
        style={{ width: '100%', height: '100%' }}
        data={rows}
        margin={{ top: 12, right: 16, bottom: 4, left: 0 }}
        role="img"
        title={summary}
      >
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="checkedAt"
          tickFormatter={formatShortDate}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
          stroke="var(--border)"
          minTickGap={24}
        />
        {/* A log scale gives the first page, where most of the movement that matters happens, half the height. */}
        <YAxis
          reversed
          type="number"
          scale="log"
          domain={[1, MAX_RANK]}
          ticks={[1, 3, 10, 30, MAX_RANK]}
          interval={0}
          width={44}
          tickFormatter={(rank: number) => `#${rank}`}
          tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
          stroke="var(--border)"
        />
        <Tooltip
          labelFormatter={(label, payload) => {
            const citation = (payload[0]?.payload as { citation?: string | null } | undefined)?.citation;
            return `${formatCheckedAt(String(label))}${citation ? ` · AI Overview: ${citation}` : ''}`;
          }}
          formatter={(value, key) => [key === 'notFound' ? 'Not found' : `#${String(value)}`, names[String(key)] ?? String(key)]}
          contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--card-foreground)' }}
          labelStyle={{ color: 'var(--muted-foreground)' }}
        />
        {series.competitors.map((url, index) => (
          <Line
            key={url}
            dataKey={competitorKey(index)}
            name={url}
            stroke={chartLine(index).colour}
            strokeDasharray={chartLine(index).dash}
            strokeWidth={1.75}
            dot={{ r: 2.5 }}
            isAnimationActive={animate}
          />
        ))}
        <Line dataKey="site" name={series.query.site} stroke={SITE_COLOUR} strokeWidth={2.75} dot={{ r: 3.5 }} isAnimationActive={animate} />
        <Line dataKey="notFound" name="Not in the top 100" stroke="none" dot={<NotFoundMark />} activeDot={false} isAnimationActive={false} />
        <Line dataKey="cited" name="Cited in the AI Overview" stroke="none" dot={<CitedMark />} activeDot={false} tooltipType="none" isAnimationActive={false} />
      </LineChart>
    </div>
  );
}
