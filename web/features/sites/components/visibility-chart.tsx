import { memo, useState } from 'react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { VisibilitySeries } from '../../../../contracts/tracking';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { useVisibility } from '../api/sites';
import { percentText } from '../lib/format-tracking';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayText = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** What the chart draws, in words: read by screen readers instead of the drawing. */
function summaryOf(points: VisibilitySeries['points']): string {
  const known = points.filter((point) => point.visibility !== null);
  const first = known[0];
  const last = known[known.length - 1];
  if (!first || !last) return 'No visibility yet: it starts with the first check.';
  const voice = last.shareOfVoice === null || last.competitors.length === 0 ? '' : `; share of voice ${percentText(last.shareOfVoice)}`;
  if (first === last) return `Visibility ${percentText(last.visibility)} on ${dayText(last.day)}${voice}. The chart grows with each day's checks.`;
  return `Visibility from ${percentText(first.visibility)} on ${dayText(first.day)} to ${percentText(last.visibility)} on ${dayText(last.day)}${voice}.`;
}

/** The site's visibility and share of voice day by day, with the period to show and how both are computed. */
export const VisibilityChart = memo(function VisibilityChart({ site }: { site: string }) {
  const [days, setDays] = useState(30);
  const series = useVisibility(site, days);
  const points = series.data?.points ?? [];
  const summary = summaryOf(points);
  const hasVoice = points.some((point) => point.shareOfVoice !== null && point.competitors.length > 0);
  // A line needs two days: until then each day is a dot.
  const dot = points.filter((point) => point.visibility !== null).length < 2 ? { r: 4 } : false;
  return (
    <section aria-labelledby="visibility-heading" className="rounded-xl border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="visibility-heading" className="text-lg font-semibold">
            Visibility over time
          </h2>
          <p className="text-sm text-muted-foreground">{summary}</p>
        </div>
        <div className="w-36">
          <Select aria-label="Period shown" value={String(days)} onChange={(event) => setDays(Number(event.target.value))} className="h-9 text-sm">
            <option value="7">Last 7 days</option>
            <option value="30">Last 30 days</option>
            <option value="90">Last 90 days</option>
            <option value="365">Last year</option>
          </Select>
        </div>
      </div>
      {series.isPending ? (
        <Skeleton className="mt-4 h-56 w-full" />
      ) : series.isError ? (
        <LoadError className="mt-4" what="visibility" error={series.error} onRetry={() => void series.refetch()} />
      ) : (
        <div className="mt-4 h-56 w-full">
          <LineChart responsive style={{ width: '100%', height: '100%' }} data={points} margin={{ top: 8, right: 12, bottom: 4, left: 0 }} role="img" title={summary}>
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={dayText} tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} stroke="var(--border)" minTickGap={28} />
            <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} width={44} tickFormatter={(value: number) => `${value}%`} tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} stroke="var(--border)" />
            <Tooltip
              labelFormatter={(label) => dayText(String(label))}
              formatter={(value, name) => [percentText(typeof value === 'number' ? value : null), String(name)]}
              contentStyle={{ background: 'var(--card)', border: '1px solid var(--border)', borderRadius: 8, color: 'var(--card-foreground)' }}
              labelStyle={{ color: 'var(--muted-foreground)' }}
            />
            <Line dataKey="visibility" name="Visibility" stroke="var(--brand)" strokeWidth={2.5} dot={dot} connectNulls isAnimationActive={false} />
            {hasVoice ? <Line dataKey="shareOfVoice" name="Share of voice" stroke="#be185d" strokeDasharray="6 4" strokeWidth={2} dot={dot} connectNulls isAnimationActive={false} /> : null}
          </LineChart>
        </div>
      )}
      <p className="mt-3 text-xs text-muted-foreground">
        <strong className="font-medium text-foreground">How it is computed.</strong> Each tracked keyword counts the share of clicks its position gets
        (SISTRIX’s 2020 click-through study: #1 gets 28.5% of clicks, #2 15.7%, #10 2.5%), relative to #1. Visibility is the average over your checked
        keywords: 100% means #1 for all of them, 0% none in the top 100. Share of voice is your part of the clicks you and your competitors would get on
        these keywords.
      </p>
    </section>
  );
});
