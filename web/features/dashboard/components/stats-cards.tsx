import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Calendar from 'lucide-react/icons/calendar';
import ChartColumn from 'lucide-react/icons/chart-column';
import Target from 'lucide-react/icons/target';
import type { DashboardStats } from '../../../../contracts/history';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { dashboardStatsQueryOptions } from '../api/get-dashboard-stats';
import { LoadError } from '../../../components/ui/load-error';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Spec §7: the average is of positive ranks, already rounded by the server; none yet shows a dash. */
export function formatAverageRank(average: number | null): string {
  return average === null ? '—' : `#${Math.round(average)}`;
}

export function formatLastCheck(lastCheckedAt: string | null): string {
  return lastCheckedAt ? dateFormat.format(new Date(lastCheckedAt)) : 'No checks yet';
}

function StatCard({ label, icon, children, className }: { label: string; icon: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5', className)}>
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-foreground [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-3 text-2xl font-bold tracking-tight">{children}</dd>
    </div>
  );
}

function Cards({ stats }: { stats: DashboardStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard label="Total checks" icon={<ChartColumn aria-hidden="true" />}>
        {stats.totalChecks.toLocaleString()}
      </StatCard>
      <StatCard label="Average rank" icon={<Target aria-hidden="true" />}>
        {formatAverageRank(stats.averageRank)}
      </StatCard>
      <StatCard label="Last check" icon={<Calendar aria-hidden="true" />} className="col-span-2 sm:col-span-1">
        <span className={stats.lastCheckedAt ? 'text-xl' : 'text-xl text-muted-foreground'}>{formatLastCheck(stats.lastCheckedAt)}</span>
      </StatCard>
    </dl>
  );
}

/** The three statistics of the dashboard. */
export function StatsCards() {
  const stats = useQuery(dashboardStatsQueryOptions);
  if (stats.isPending) {
    return (
      <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <span className="sr-only">Loading statistics…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={cn('h-[7.5rem] rounded-xl', i === 2 && 'col-span-2 sm:col-span-1')} />
        ))}
      </div>
    );
  }
  if (stats.isError) return <LoadError what="your statistics" error={stats.error} onRetry={() => void stats.refetch()} />;
  return <Cards stats={stats.data} />;
}
