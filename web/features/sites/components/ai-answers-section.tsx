import type { TrackedQueryDetail } from '../../../../contracts/tracking';
import { AI_ANSWER_LABELS } from '../../../../core/search/ai-answers';
import { cn } from '../../../lib/cn';

type Engine = TrackedQueryDetail['aiAnswers'][number];
type Sample = Engine['recent'][number];

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** One sample in words: "Cited #2 of 6 sources · rival.com #1", "Named, not cited (5 sources)", "Not cited (4 sources)". */
function sampleText(sample: Sample): string {
  const sources = `${sample.sources} ${sample.sources === 1 ? 'source' : 'sources'}`;
  const text =
    sample.state === 'cited' ? `Cited #${sample.sitePosition ?? '?'} of ${sources}` : sample.state === 'mentioned' ? `Named, not cited (${sources})` : `Not cited (${sources})`;
  const rivals = sample.competitors.map((competitor) => `${competitor.url} #${competitor.position}`).join(', ');
  return rivals ? `${text} · ${rivals}` : text;
}

const WEEK = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The rate week by week as small bars (the numbers are in each bar's words for screen readers). */
function WeeklyBars({ label, weeks }: { label: string; weeks: Engine['weekly'] }) {
  if (weeks.length < 2) return null;
  return (
    <ol aria-label={`${label} citation rate by week`} className="mt-3 flex h-14 items-end gap-1">
      {weeks.map((week) => (
        <li key={week.week} className="flex h-full w-5 flex-col justify-end" title={`Week of ${WEEK.format(new Date(`${week.week}T00:00:00Z`))}: ${week.cited} of ${week.samples}`}>
          <span aria-hidden="true" className="block rounded-sm bg-success" style={{ height: `${Math.max(4, week.rate)}%`, opacity: week.rate === 0 ? 0.3 : 1 }} />
          <span className="sr-only">
            Week of {WEEK.format(new Date(`${week.week}T00:00:00Z`))}: {week.cited} of {week.samples} answers cite the site
          </span>
        </li>
      ))}
    </ol>
  );
}

const DOT: Record<Sample['state'], string> = {
  cited: 'bg-success',
  mentioned: 'bg-warning',
  not_cited: 'bg-muted-foreground/40',
};

function EngineRate({ engine }: { engine: Engine }) {
  const label = AI_ANSWER_LABELS[engine.engine];
  return (
    <div className="rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-medium">{label}</h4>
        <p className="text-xs text-muted-foreground">{engine.sampling ? 'Asked at every check' : 'No longer asked'}</p>
      </div>
      {engine.samples === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">No answer read yet: the first comes with the next check.</p>
      ) : (
        <>
          <p className="mt-1 text-sm">
            <span className="text-lg font-semibold tabular-nums">{engine.rate?.toFixed(0)}%</span> of answers cite the site
            <span className="text-muted-foreground">
              {' '}
              · {engine.cited} of {engine.samples} in 90 days{engine.mentioned > 0 ? `, ${engine.mentioned} more name it without a link` : ''}
            </span>
          </p>
          <WeeklyBars label={label} weeks={engine.weekly} />
          <ol aria-label={`Latest ${label} answers, newest first`} className="mt-2 grid gap-1 text-sm">
            {engine.recent.map((sample) => (
              <li key={sample.sampledAt} className="flex items-center gap-2">
                <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', DOT[sample.state])} />
                <span className="text-muted-foreground tabular-nums">{WHEN.format(new Date(sample.sampledAt))}</span>
                <span>{sampleText(sample)}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

/**
 * How often the AI answers a keyword samples cite the site: a rate over the samples, never one answer as the
 * truth, since an assistant answers differently from one ask to the next. Nothing when none is sampled.
 */
export function AiAnswersSection({ engines }: { engines: TrackedQueryDetail['aiAnswers'] }) {
  if (engines.length === 0) return null;
  return (
    <div className="grid gap-3">
      {engines.map((engine) => (
        <EngineRate key={engine.engine} engine={engine} />
      ))}
    </div>
  );
}
