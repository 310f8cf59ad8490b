import { describe, expect, it } from 'vitest';
import { reportPdfFileName } from './report-pdf-file-name';

describe('reportPdfFileName', () => {
  it.each([
    ['example.com', 'rank-report-example.com-2026-10-01-to-2026-10-30.pdf'],
    ['Shop.Example.CO.UK', 'rank-report-shop.example.co.uk-2026-10-01-to-2026-10-30.pdf'],
    ['https://example.com/blog/post?x=1', 'rank-report-example.com-blog-post-x-1-2026-10-01-to-2026-10-30.pdf'],
    ['evil"; filename="x.exe', 'rank-report-evil-filename-x.exe-2026-10-01-to-2026-10-30.pdf'],
    ['../../etc/passwd', 'rank-report-etc-passwd-2026-10-01-to-2026-10-30.pdf'],
    ['пример.рф', 'rank-report-site-2026-10-01-to-2026-10-30.pdf'],
    ['a'.repeat(200), `rank-report-${'a'.repeat(80)}-2026-10-01-to-2026-10-30.pdf`],
  ])('%j', (site, expected) => {
    expect(reportPdfFileName(site, '2026-10-01', '2026-10-30')).toBe(expected);
  });
});
