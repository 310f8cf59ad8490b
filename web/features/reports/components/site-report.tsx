import CalendarX from 'lucide-react/icons/calendar-x';
import type { ReportRequest } from '../../../../contracts/report';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useReport } from '../api/get-report';
import { ReportHeading } from './report-heading';
import { LoadError } from '../../../components/ui/load-error';
import { ReportView } from './report-view';

function ReportSkeleton() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading the report…</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={cn('h-28 rounded-xl', i === 2 && 'col-span-2 sm:col-span-1')} />
        ))}
      </div>
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}

/** The report of one site and period on /reports (the owner's view). */
export function SiteReport({ request }: { request: ReportRequest }) {
  const report = useReport(request);
  if (report.isPending) return <ReportSkeleton />;
  if (report.isError) return <LoadError what="the report" error={report.error} onRetry={() => void report.refetch()} />;
  const data = report.data;
  return (
    <section aria-labelledby="report-title" aria-busy={report.isPlaceholderData} className={cn('grid min-w-0 grid-cols-1 gap-6 transition-opacity', report.isPlaceholderData && 'opacity-60')}>
      <ReportHeading report={data} level="h2" />
      {data.totals.checks === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-8 text-center">
          <CalendarX aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
          <p className="mt-3 font-medium">No checks of {data.site} in this period.</p>
          <p className="mt-1 text-sm text-muted-foreground">Choose a longer period, or check a keyword for this site.</p>
        </div>
      ) : (
        <ReportView report={data} />
      )}
    </section>
  );
}
