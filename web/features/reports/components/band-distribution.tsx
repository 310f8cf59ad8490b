import type { Report } from '../../../../contracts/report';
import { BAR_CLASS, SOFT_CLASS, bandTone } from '../../../lib/band-tone';
import { cn } from '../../../lib/cn';
import { ReportSection } from './report-section';

type Band = Report['bandDistribution'][number];

function percent(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

/** Where the tracked keywords ended the period: one stacked bar in the band colours, then the counts. */
export function BandDistribution({ bands, accent }: { bands: Band[]; accent?: string | null }) {
  const total = bands.reduce((sum, band) => sum + band.count, 0);
  return (
    <ReportSection id="report-bands-title" title="Rank distribution" description="Where each keyword ended the period." accent={accent}>
      <div aria-hidden="true" className="flex h-4 w-full overflow-hidden rounded-full bg-muted">
        {bands
          .filter((band) => band.count > 0)
          .map((band) => (
            <div
              key={band.band}
              className={cn('h-full first:rounded-l-full last:rounded-r-full', BAR_CLASS[bandTone(band.band)])}
              style={{ width: `${(band.count / total) * 100}%` }}
            />
          ))}
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        {bands.map((band) => (
          <li key={band.band} data-band={band.band} className="flex items-center justify-between gap-3 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              <span aria-hidden="true" className={cn('size-3 shrink-0 rounded-full', BAR_CLASS[bandTone(band.band)])} />
              <span className="truncate">{band.label}</span>
            </span>
            <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums', SOFT_CLASS[bandTone(band.band)])}>
              {band.count} · {percent(band.count, total)}%
            </span>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
