import type { ReportRequest } from '../../../../contracts/report';
import { apiFetch } from '../../../lib/api-client';
import { reportSearch } from './get-report';

function fileName(response: Response, request: ReportRequest): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  if (match?.[1]) return match[1];
  return `report-${request.site.replace(/[^a-z0-9.-]+/gi, '-')}-${request.from}-${request.to}.pdf`;
}

/**
 * GET /api/v1/me/reports/pdf — fetched rather than linked so a refusal (403 for plans without PDF reports,
 * a failed render) is shown on the page instead of becoming a broken download.
 */
export async function downloadReportPdf(request: ReportRequest): Promise<void> {
  const response = await apiFetch(`/me/reports/pdf?${reportSearch(request)}`, { headers: { Accept: 'application/pdf' } });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response, request);
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the object URL is released once the browser has it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
