import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report } from '../../../../contracts/report';
import { averageText } from '../lib/format-report';
import { rankTicks } from '../lib/rank-ticks';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { ReportSection } from './report-section';

type Day = Report['dailyAverage'][number];

const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const formatDay = (day: string) => dayLabel.format(new Date(`${day}T12:00:00`));

/** Words for the chart, for people who cannot see it: the first and last measured day. */
export function chartSummary(days: Day[]): string {
  const measured = days.filter((day) => day.averageRank !== null);
  const first = measured[0];
  const last = measured[measured.length - 1];
  if (!first || !last) return 'No keyword was found in this period.';
  if (first === last) return `Average position ${averageText(first.averageRank)} on ${formatDay(first.day)}.`;
  return `Average position went from ${averageText(first.averageRank)} on ${formatDay(first.day)} to ${averageText(last.averageRank)} on ${formatDay(last.day)}.`;
}

function TooltipBody({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: Day }> }) {
  const day = payload?.[0]?.payload;
  if (!active || !day) return null;
  return (
    <div className="rounded-md border border-border bg-card px-3 py-2 text-sm text-card-foreground shadow-md">
      <p className="font-medium">{formatDay(day.day)}</p>
      <p className="text-muted-foreground">
        Average {averageText(day.averageRank)} · {day.checks} {day.checks === 1 ? 'check' : 'checks'}
      </p>
    </div>
  );
}

/**
 * Average found position per day; the Y axis runs from #1 at the top down, as rankings read. The drawing is
 * hidden from assistive technology (its keyboard layer too): the caption says what it shows.
 */
export function DailyAverageChart({ days, accent, className }: { days: Day[]; accent?: string | null; className?: string }) {
  const reducedMotion = useReducedMotion();
  const colour = accent ?? 'var(--brand)';
  const ranks = days.flatMap((day) => (day.averageRank === null ? [] : [day.averageRank]));
  const measured = ranks.length > 0;
  const ticks = rankTicks(Math.max(1, ...ranks));
  return (
    <ReportSection id="report-chart-title" title="Average position by day" description="Higher is better: #1 is at the top." accent={accent} className={className}>
      <figure className="m-0">
        <figcaption className="sr-only">{chartSummary(days)}</figcaption>
        {measured ? (
          <div aria-hidden="true" className="h-64 w-full sm:h-72">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 12, bottom: 0, left: -8 }}>
                <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
                <XAxis
                  dataKey="day"
                  tickFormatter={formatDay}
                  tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
                  stroke="var(--border)"
                  minTickGap={24}
                />
                <YAxis
                  reversed
                  allowDecimals={false}
                  domain={[1, ticks[ticks.length - 1] ?? 1]}
                  ticks={ticks}
                  interval={0}
                  tickFormatter={(value: number) => `#${value}`}
                  tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
                  stroke="var(--border)"
                  width={48}
                />
                <Tooltip content={<TooltipBody />} cursor={{ stroke: 'var(--border)' }} />
                <Line
                  type="monotone"
                  dataKey="averageRank"
                  stroke={colour}
                  strokeWidth={2.5}
                  dot={{ r: 3, fill: colour, strokeWidth: 0 }}
                  activeDot={{ r: 5 }}
                  connectNulls
                  isAnimationActive={!reducedMotion}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        ) : (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            None of the keywords was found in this period, so there is no position to draw.
          </p>
        )}
      </figure>
    </ReportSection>
  );
}
