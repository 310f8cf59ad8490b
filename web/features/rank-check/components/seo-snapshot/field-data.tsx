import { useId } from 'react';
import type { PageSpeedResult } from '../../../../../contracts/seo-snapshot';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { layoutShiftText, millisecondsText, secondsText } from './format-metrics';
import { MetricGrid } from './metric-grid';

type FieldMetrics = NonNullable<PageSpeedResult['field']>;

/** PageSpeed's overall verdict on real visits (the Chrome UX Report's categories). */
const CATEGORY: Record<string, { label: string; tone: BadgeTone }> = {
  FAST: { label: 'Fast', tone: 'success' },
  AVERAGE: { label: 'Average', tone: 'warning' },
  SLOW: { label: 'Slow', tone: 'danger' },
};

/** Core Web Vitals of real visits: only pages (or sites) with enough Chrome traffic have them. */
export function FieldData({ field }: { field: FieldMetrics }) {
  const category = field.overallCategory ? CATEGORY[field.overallCategory] : undefined;
  const wholeSite = field.scope === 'origin';
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h6 id={id} className="text-sm font-medium">Real visits (Core Web Vitals){wholeSite ? ', for the whole site' : ''}</h6>
        {category ? <Badge tone={category.tone}>{category.label}</Badge> : null}
      </div>
      <p className="mb-2 text-xs text-muted-foreground">
        {wholeSite
          ? 'This page has too few visits of its own, so these figures are for the whole site: three in four real Chrome visits did at least this well.'
          : 'Three in four real Chrome visits to this page did at least this well.'}
      </p>
      <MetricGrid
        items={[
          { label: 'Largest Contentful Paint', short: 'LCP', value: secondsText(field.largestContentfulPaintMs) },
          { label: 'Interaction to Next Paint', short: 'INP', value: millisecondsText(field.interactionToNextPaintMs) },
          { label: 'Cumulative Layout Shift', short: 'CLS', value: layoutShiftText(field.cumulativeLayoutShift) },
          { label: 'First Contentful Paint', short: 'FCP', value: secondsText(field.firstContentfulPaintMs) },
        ]}
      />
    </div>
  );
}
