import type { Report } from '../../../../contracts/report';
import { checkLogoDataUrl } from '../../../../core/reports/logo-data-url';

/** Where a dropped logo is reported; a Fastify/pino logger fits. */
export interface PdfLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The report with its white-label logo removed when the logo fails today's check. Logos saved before the check
 * parsed images (the "Hardening" issue) may be damaged or declare 6000 × 6000 pixels: such a logo is left out of
 * the PDF, which then shows the company name, rather than failing the report or exhausting memory decoding it.
 */
export function withoutUnsafeLogo(report: Report, log: PdfLog): Report {
  const logo = report.branding?.logoDataUrl;
  if (!report.branding || !logo) return report;
  const check = checkLogoDataUrl(logo);
  if (check.ok) return report;
  log.warn(
    { reason: check.message, problem: check.problem, logoChars: logo.length },
    'The saved white-label logo fails the logo check; the PDF is made without it',
  );
  return { ...report, branding: { ...report.branding, logoDataUrl: null } };
}
