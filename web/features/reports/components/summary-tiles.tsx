import type { ReactNode } from 'react';
import ChartColumn from 'lucide-react/icons/chart-column';
import KeyRound from 'lucide-react/icons/key-round';
import Target from 'lucide-react/icons/target';
import type { Report } from '../../../../contracts/report';
import { cn } from '../../../lib/cn';
import { averageText } from '../lib/format-report';

function Tile({ label, icon, accent, className, children }: { label: string; icon: ReactNode; accent?: string | null; className?: string; children: ReactNode }) {
  return (
    <div className={cn('rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5', className)}>
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <span
          className={cn(
            'flex size-8 items-center justify-center rounded-lg [&_svg]:size-4',
            accent ? 'text-white' : 'bg-brand-soft text-brand-soft-foreground',
          )}
          style={accent ? { backgroundColor: accent } : undefined}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-3 text-2xl font-bold tracking-tight">{children}</dd>
    </div>
  );
}

/** Checks, keywords tracked and average position of the period. */
export function SummaryTiles({ report, accent }: { report: Report; accent?: string | null }) {
  return (
    <dl aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <Tile label="Checks" icon={<ChartColumn aria-hidden="true" />} accent={accent}>
        {report.totals.checks.toLocaleString()}
      </Tile>
      <Tile label="Keywords tracked" icon={<KeyRound aria-hidden="true" />} accent={accent}>
        {report.totals.keywords.toLocaleString()}
      </Tile>
      <Tile label="Average position" icon={<Target aria-hidden="true" />} accent={accent} className="col-span-2 sm:col-span-1">
        {averageText(report.averagePosition)}
      </Tile>
    </dl>
  );
}
