import { useId } from 'react';
import type { PageSpeedResult } from '../../../../../contracts/seo-snapshot';
import { PAGE_SPEED_ADVICE, PAGE_SPEED_LABELS, pageSpeedBand, type PageSpeedBand } from '../../../../../core/seo/verdicts';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/cn';
import { SOFT_CLASS } from '../../../../lib/band-tone';
import { layoutShiftText, millisecondsText, secondsText } from './format-metrics';
import { FieldData } from './field-data';
import { MetricGrid } from './metric-grid';

const BAND_TONE: Record<PageSpeedBand, BadgeTone> = {
  excellent: 'success',
  'needs improvement': 'warning',
  poor: 'danger',
};

/** A finished PageSpeed run: the score and its band, the lab measurements, and real visits when there are some. */
export function PageSpeedResultView({ result }: { result: PageSpeedResult }) {
  const labId = useId();
  const band = pageSpeedBand(result.score);
  const tone = BAND_TONE[band];
  const { lab } = result;
  return (
    <div className="grid gap-4" data-band={band}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <p className={cn('flex size-24 shrink-0 flex-col items-center justify-center rounded-full', SOFT_CLASS[tone])}>
          <span className="sr-only">PageSpeed score: </span>
          <span className="text-3xl leading-none font-extrabold">{result.score}</span>
          <span className="text-xs font-medium">/ 100</span>
        </p>
        <div className="min-w-0">
          <Badge tone={tone} className="text-sm">
            {PAGE_SPEED_LABELS[band]}
          </Badge>
          <p className="mt-2 text-sm text-muted-foreground">{PAGE_SPEED_ADVICE[band]}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            Measured on a simulated phone (mobile) by Google PageSpeed Insights
            {result.lighthouseVersion ? `, Lighthouse ${result.lighthouseVersion}` : ''}.
          </p>
        </div>
      </div>
      <div role="group" aria-labelledby={labId}>
        <h6 id={labId} className="mb-2 text-sm font-medium">
          Lab measurements
        </h6>
        <MetricGrid
          items={[
            { label: 'Largest Contentful Paint', short: 'LCP', value: secondsText(lab.largestContentfulPaintMs) },
            { label: 'Cumulative Layout Shift', short: 'CLS', value: layoutShiftText(lab.cumulativeLayoutShift) },
            { label: 'Total Blocking Time', short: 'TBT', value: millisecondsText(lab.totalBlockingTimeMs) },
            { label: 'First Contentful Paint', short: 'FCP', value: secondsText(lab.firstContentfulPaintMs) },
            { label: 'Speed Index', value: secondsText(lab.speedIndexMs) },
          ]}
        />
      </div>
      {result.field ? <FieldData field={result.field} /> : null}
    </div>
  );
}
