import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Report } from '../../../../contracts/report';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { ReportSection } from './report-section';

type Point = Report['visibility'][number];

const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const formatDay = (day: string) => dayLabel.format(new Date(`${day}T12:00:00`));
const percent = (value: number | null) => (value === null ? '—' : `${value.toLocaleString(undefined, { maximumFractionDigits: 1 })}%`);

/** Words for the chart, for people who cannot see it: visibility (and share of voice) at the start and the end. */
export function visibilitySummary(points: readonly Point[]): string {
  const measured = points.filter((point) => point.visibility !== null);
  const first = measured[0];
  const last = measured[measured.length - 1];
  if (!first || !last) return 'No query was checked in this period.';
  const voice = last.shareOfVoice === null ? '' : ` Share of voice at the end: ${percent(last.shareOfVoice)}.`;
  if (first === last) return `Visibility ${percent(first.visibility)} on ${formatDay(first.day)}.${voice}`;
  return `Visibility went from ${percent(first.visibility)} on ${formatDay(first.day)} to ${percent(last.visibility)} on ${formatDay(last.day)}.${voice}`;
}

function TooltipBody({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: Point }> }) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="rounded-md border border-border bg-card px-3 py-2 text-sm text-card-foreground shadow-md">
      <p className="font-medium">{formatDay(point.day)}</p>
      <p className="text-muted-foreground">
        Visibility {percent(point.visibility)}
        {point.shareOfVoice === null ? '' : ` · share of voice ${percent(point.shareOfVoice)}`}
      </p>
    </div>
  );
}

/**
 * Visibility by day (the mean click share of each query's latest rank: 100% is #1 everywhere) and, when
 * competitors were checked, the site's share of voice among them. The caption says how both are computed.
 */
export function VisibilityChart({ points, accent, className }: { points: readonly Point[]; accent?: string | null; className?: string }) {
  const reducedMotion = useReducedMotion();
  const colour = accent ?? 'var(--brand)';
  const measured = points.some((point) => point.visibility !== null);
  const withVoice = points.some((point) => point.shareOfVoice !== null);
  return (
    <ReportSection
      id="report-visibility-title"
      title="Visibility and share of voice"
      description="Visibility: the share of #1’s clicks the site’s ranks would get, by a published click-through curve, over the queries checked (100% is #1 on every one). Share of voice: the site’s part of those clicks beside its competitors."
      accent={accent}
      className={className}
    >
      <figure className="m-0">
        <figcaption className="sr-only">{visibilitySummary(points)}</figcaption>
        {measured ? (
          <div aria-hidden="true" className="h-64 w-full sm:h-72">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart accessibilityLayer={false} data={[...points]} margin={{ top: 8, right: 12, bottom: 0, left: -8 }}>
                <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="day" tickFormatter={formatDay} tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} stroke="var(--border)" minTickGap={24} />
                <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={(value: number) => `${value}%`} tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }} stroke="var(--border)" width={48} />
                <Tooltip content={<TooltipBody />} cursor={{ stroke: 'var(--border)' }} />
                {withVoice ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
                <Line name="Visibility" type="monotone" dataKey="visibility" stroke={colour} strokeWidth={2.5} dot={false} connectNulls isAnimationActive={!reducedMotion} />
                {withVoice ? (
                  <Line name="Share of voice" type="monotone" dataKey="shareOfVoice" stroke="var(--muted-foreground)" strokeWidth={2} strokeDasharray="5 4" dot={false} connectNulls isAnimationActive={!reducedMotion} />
                ) : null}
              </LineChart>
            </ResponsiveContainer>
          </div>
        ) : (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">No query was checked in this period.</p>
        )}
      </figure>
    </ReportSection>
  );
}
