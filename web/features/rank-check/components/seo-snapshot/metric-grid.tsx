import type { ReactNode } from 'react';
import { NOT_MEASURED } from './format-metrics';

export interface MetricItem {
  /** Full name, as people search for it ('Largest Contentful Paint'). */
  label: string;
  /** Its usual abbreviation ('LCP'), shown beside the name. */
  short?: string;
  value: string;
}

function MetricValue({ value }: { value: string }): ReactNode {
  return value === NOT_MEASURED ? <span className="font-normal text-muted-foreground">{value}</span> : value;
}

/** Measured values in tiles, two across on a phone, three on wider screens. */
export function MetricGrid({ items }: { items: MetricItem[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="min-w-0 rounded-lg bg-muted p-3">
          <dt className="text-xs font-medium break-words text-muted-foreground">
            {item.label}
            {item.short ? <span className="ml-1">({item.short})</span> : null}
          </dt>
          <dd className="mt-1 font-semibold">
            <MetricValue value={item.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
