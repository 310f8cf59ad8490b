import { useCurrentWorkspace } from '../../../lib/workspaces';
import type { MePlan } from '../../../../contracts/plan';
import type { ReportRequest } from '../../../../contracts/report';
import { useReportSchedules } from '../api/report-schedules';
import { LockedFeatureLink } from './locked-feature-link';
import { PdfDownloadButton } from './pdf-download-button';
import { ScheduleDialog } from './schedule-dialog';
import { ShareDialog } from './share-dialog';

interface ReportActionsProps {
  request: ReportRequest;
  email: string;
  /** The plan's features; undefined while the plan loads (locked actions wait rather than flash). */
  features: MePlan['features'] | undefined;
}

/**
 * Email schedule: the dialog on plans that include it; on others the way to Pro, unless the account still has
 * schedules from before (plan back to free, trial over): then the dialog, paused, to see and delete them.
 */
function ScheduleAction({ site, tag, email, scheduledReports }: { site: string; tag: string | null; email: string; scheduledReports: boolean }) {
  const schedules = useReportSchedules(!scheduledReports);
  if (scheduledReports) return <ScheduleDialog site={site} tag={tag} accountEmail={email} />;
  if ((schedules.data?.items.length ?? 0) > 0) return <ScheduleDialog site={site} tag={tag} accountEmail={email} paused />;
  return <LockedFeatureLink label="Email schedule" plan="Pro" />;
}

/** Download PDF, Share and Email schedule; what the plan lacks leads to the plans instead. */
export function ReportActions({ request, email, features }: ReportActionsProps) {
  // Links and e-mails take a report out of the workspace: a client (read-only) downloads it only (decision 025).
  const shares = useCurrentWorkspace().can('report');
  return (
    <div role="group" aria-label="Report actions" className="flex flex-wrap gap-2 lg:justify-end">
      {features === undefined ? null : features.pdfReports ? (
        <PdfDownloadButton request={request} />
      ) : (
        <LockedFeatureLink label="Download PDF" plan="Pro" />
      )}
      {shares ? <ShareDialog request={request} /> : null}
      {features === undefined || !shares ? null : <ScheduleAction site={request.site} tag={request.tag ?? null} email={email} scheduledReports={features.scheduledReports} />}
    </div>
  );
}
