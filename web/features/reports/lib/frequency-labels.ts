import type { ReportSchedule } from '../../../../contracts/report';

/** How a schedule's frequency reads on screen. */
export const FREQUENCY_LABELS: Record<ReportSchedule['frequency'], string> = { weekly: 'Weekly', monthly: 'Monthly' };

/** What a schedule e-mails, in words: the site, and the tag when the report is limited to one. */
export function scheduledReportName(site: string, tag: string | null | undefined): string {
  return tag ? `${site}, keywords tagged “${tag}”` : site;
}
