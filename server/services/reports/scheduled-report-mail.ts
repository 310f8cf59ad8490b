import { escapeHtml } from '../../../core/text/escape-html';
import type { ReportFrequency } from '../../../core/reports/schedule';
import { simulatedChecksText } from '../../../core/reports/simulated-notice';
import type { Report } from '../../../contracts/report';
import type { MailAttachment } from '../../adapters/mail';
import { renderActionMail } from '../mail/action-mail';
import type { MailContent } from '../mail/mail-layout';
import { reportPdfFileName } from './pdf/report-pdf-file-name';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const formatDay = (isoDay: string) => DAY.format(new Date(`${isoDay}T00:00:00Z`));

/** Said before the figures, as the PDF says it on its first page, so simulated positions never pass for real ones. */
function simulatedNotice(report: Report): string[] {
  if (report.simulatedChecks === 0) return [];
  const checks = simulatedChecksText(report.simulatedChecks, report.totals.checks);
  return [`Simulated results: ${checks} Their positions are not real rankings; the PDF marks the keywords concerned.`];
}

export interface ScheduledReportLinks {
  /** The owner's reports page for the site. */
  reportsUrl: string;
  /** Stops this schedule in one click, without signing in (the page a person opens, and the RFC 8058 POST target). */
  unsubscribeUrl: string;
}

/**
 * RFC 2369 / RFC 8058 headers: mail clients show their own "Unsubscribe" button and POST
 * `List-Unsubscribe=One-Click` to the URL, no page visit needed.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}


/** The shared layout writes URLs in paragraphs as text; in the HTML part they become links people can click. */
function linkify(html: string, urls: readonly string[]): string {
  return urls.reduce((out, url) => {
    const text = escapeHtml(url);
    return out.replaceAll(text, `<a href="${text}" style="color:#2563eb">${text}</a>`);
  }, html);
}

/** The e-mail of a scheduled report: headline figures in the text, the full report as the attached PDF. */
export function scheduledReportMail(
  report: Report,
  frequency: ReportFrequency,
  pdf: Buffer,
  links: ScheduledReportLinks,
): MailContent & { attachments: MailAttachment[]; headers: Record<string, string> } {
  const period = `${formatDay(report.from)} to ${formatDay(report.to)}`;
  // A report limited to a tag says so wherever the site is named: a client team gets theirs, not the whole site's.
  const what = report.tag ? `${report.site}, keywords tagged “${report.tag}”` : report.site;
  const average = report.averagePosition === null ? 'no keyword found in the top 100' : `average position ${report.averagePosition}`;
  const content = renderActionMail({
    // A white label sends and heads the e-mail under the agency's name, as it does the PDF.
    brand: report.branding?.companyName,
    subject: `Your ${frequency} rank report for ${what} (${period})`,
    heading: `${what}: ${period}`,
    intro: [
      `Your ${frequency} report is attached as a PDF.`,
      ...simulatedNotice(report),
      `${report.totals.keywords} keywords tracked over ${report.totals.checks} checks, ${average}; ` +
        `${report.movers.up.length} moved up and ${report.movers.down.length} moved down.`,
      `See every report at ${links.reportsUrl}`,
    ],
    outro: [
      'You receive this because a scheduled report was set up for this address. The account owner can change it on the reports page.',
      `Stop these e-mails (one click, no sign-in): ${links.unsubscribeUrl}`,
    ],
  });
  return {
    ...content,
    html: linkify(content.html, [links.reportsUrl, links.unsubscribeUrl]),
    links: [links.reportsUrl, links.unsubscribeUrl],
    attachments: [{ filename: reportPdfFileName(report.site, report.from, report.to), contentType: 'application/pdf', content: pdf }],
    headers: unsubscribeHeaders(links.unsubscribeUrl),
  };
}
