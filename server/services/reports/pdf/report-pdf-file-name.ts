/**
 * The download's file name, e.g. rank-report-example.com-2026-10-01-to-2026-10-30.pdf. The site is reduced to
 * lower-case letters, digits, dots and dashes so the name is safe in a Content-Disposition header and on any
 * file system.
 */
export function reportPdfFileName(site: string, from: string, to: string): string {
  const safeSite =
    site
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .replace(/[^a-z0-9.-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(0, 80)
      .replace(/[-.]+$/, '') || 'site';
  const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : 'day');
  return `rank-report-${safeSite}-${day(from)}-to-${day(to)}.pdf`;
}
