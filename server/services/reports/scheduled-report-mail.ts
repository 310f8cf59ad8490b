import type { ReportFrequency } from '../../../core/reports/schedule';
import { simulatedChecksText } from '../../../core/reports/simulated-notice';
import type { Report } from '../../../contracts/report';
import type { MailAttachment } from '../../adapters/mail';
import { renderMail, type MailContent } from '../auth/mail-templates/layout';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const formatDay = (isoDay: string) => DAY.format(new Date(`${isoDay}T00:00:00Z`));

/** A file name safe on every system: rank-report-example.com-2026-05-04-to-2026-05-10.pdf */
export function reportPdfFilename(report: Pick<Report, 'site' | 'from' | 'to'>): string {
  const site = report.site.toLowerCase().replace(/[^a-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'site';
  return `rank-report-${site}-${report.from}-to-${report.to}.pdf`;
}

/** Said before the figures, as the PDF says it on its first page, so simulated positions never pass for real ones. */
function simulatedNotice(report: Report): string[] {
  if (report.simulatedChecks === 0) return [];
  const checks = simulatedChecksText(report.simulatedChecks, report.totals.checks);
  return [`Simulated results: ${checks} Their positions are not real rankings; the PDF marks the keywords concerned.`];
}

/** The e-mail of a scheduled report: headline figures in the text, the full report as the attached PDF. */
export function scheduledReportMail(
  report: Report,
  frequency: ReportFrequency,
  pdf: Buffer,
  reportsUrl: string,
): MailContent & { attachments: MailAttachment[] } {
  const period = `${formatDay(report.from)} to ${formatDay(report.to)}`;
  const average = report.averagePosition === null ? 'no keyword found in the top 100' : `average position ${report.averagePosition}`;
  const content = renderMail({
    subject: `Your ${frequency} rank report for ${report.site} (${period})`,
    heading: `${report.site}: ${period}`,
    intro: [
      `Your ${frequency} report is attached as a PDF.`,
      ...simulatedNotice(report),
      `${report.totals.keywords} keywords tracked over ${report.totals.checks} checks, ${average}; ` +
        `${report.movers.up.length} moved up and ${report.movers.down.length} moved down.`,
      `See every report at ${reportsUrl}`,
    ],
    outro: ['You receive this because a scheduled report was set up for this address. Change or stop it on the reports page.'],
  });
  return {
    ...content,
    links: [reportsUrl],
    attachments: [{ filename: reportPdfFilename(report), contentType: 'application/pdf', content: pdf }],
  };
}
