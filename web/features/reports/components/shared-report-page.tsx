import { useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { site } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSharedReport } from '../api/get-shared-report';
import { useNoIndex } from '../../../lib/use-noindex';
import { ReportHeading } from './report-heading';
import { LoadError } from '../../../components/ui/load-error';
import { ReportUnavailable } from './report-unavailable';
import { ReportView } from './report-view';
import { SharedReportLayout } from './shared-report-layout';

function pageTitle(state: ReturnType<typeof useSharedReport>): string {
  if (state.data) return `${state.data.site} ranking report — ${state.data.branding?.companyName ?? site.name}`;
  if (state.isError) return 'Report unavailable';
  return 'Ranking report';
}

/** /report/:token — the public, read-only report behind a share link (no session needed). */
export function SharedReportPage() {
  const { token = '' } = useParams();
  const report = useSharedReport(token);
  useNoIndex();
  useDocumentTitle(pageTitle(report));
  const unavailable = report.isError && report.error instanceof ApiError && report.error.status === 404;
  return (
    <SharedReportLayout branding={report.data ? report.data.branding : report.isError ? null : undefined}>
      {report.isPending ? (
        <div role="status" className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
          <span className="sr-only">Loading the report…</span>
          <Skeleton className="h-10 w-2/3 max-w-md" />
          <Skeleton className="h-28" />
          <Skeleton className="h-72" />
        </div>
      ) : unavailable ? (
        <ReportUnavailable />
      ) : report.isError ? (
        <div className="mx-auto max-w-xl px-4 py-16">
          <LoadError what="the report" error={report.error} onRetry={() => void report.refetch()} />
        </div>
      ) : (
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
          <ReportHeading report={report.data} level="h1" eyebrow="SEO ranking report" />
          <ReportView report={report.data} accent={report.data.branding?.accentColor ?? null} />
        </div>
      )}
    </SharedReportLayout>
  );
}
