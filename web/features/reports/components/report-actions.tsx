import type { MePlan } from '../../../../contracts/plan';
import type { ReportRequest } from '../../../../contracts/report';
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

/** Download PDF, Share and Email schedule; what the plan lacks leads to the plans instead. */
export function ReportActions({ request, email, features }: ReportActionsProps) {
  return (
    <div role="group" aria-label="Report actions" className="flex flex-wrap gap-2 lg:justify-end">
      {features === undefined ? null : features.pdfReports ? (
        <PdfDownloadButton request={request} />
      ) : (
        <LockedFeatureLink label="Download PDF" plan="Pro" />
      )}
      <ShareDialog request={request} />
      {features === undefined ? null : features.scheduledReports ? (
        <ScheduleDialog site={request.site} accountEmail={email} />
      ) : (
        <LockedFeatureLink label="Email schedule" plan="Pro" />
      )}
    </div>
  );
}
