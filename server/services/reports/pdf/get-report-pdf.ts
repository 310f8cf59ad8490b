import type { ReportRequest } from '../../../../contracts/report';
import { tierFeatures } from '../../../../core/plans/feature-access';
import type { Queryable } from '../../../db/pool';
import { AppError } from '../../../errors';
import { loadUserPlan } from '../../plans/load-user-plan';
import { getReport } from '../get-report';
import { renderReportPdf } from './render-report-pdf';
import type { PdfLog } from './without-unsafe-logo';
import { reportPdfFileName } from './report-pdf-file-name';

export const PDF_REPORTS_RESTRICTED = 'PDF reports are available on Pro and Enterprise plans. Upgrade to download this report.';

export interface ReportPdf {
  fileName: string;
  pdf: Buffer;
}

/**
 * The user's period report of a site as a PDF download. 403 FEATURE_RESTRICTED unless the user's plan includes
 * PDF reports (trial, Pro, Enterprise); the report itself follows getReport (400 for a bad period). Drawn off the
 * event loop (renderReportPdf): 503/500 INTERNAL when the render times out or fails.
 */
export async function getReportPdf(
  db: Queryable,
  userId: string,
  request: ReportRequest,
  now: Date,
  log: PdfLog,
): Promise<ReportPdf> {
  const { tier } = await loadUserPlan(db, userId, now);
  if (!tierFeatures(tier).pdfReports) throw new AppError('FEATURE_RESTRICTED', PDF_REPORTS_RESTRICTED);
  const report = await getReport(db, userId, request, now);
  return { fileName: reportPdfFileName(report.site, report.from, report.to), pdf: await renderReportPdf(report, { log }) };
}
