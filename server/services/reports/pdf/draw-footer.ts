import { drawText } from './draw-text';
import { formatInstant } from './format-values';
import type { PdfContext } from './pdf-layout';
import { CONTENT_WIDTH, INK, PAGE, SIZE } from './pdf-theme';

/** Footer of every page: who made the report, when, and "Page n of m" (drawn once all pages exist). */
export function drawFooters(ctx: PdfContext): void {
  const { doc, theme, report } = ctx;
  const range = doc.bufferedPageRange();
  const y = PAGE.height - PAGE.margin + 8;
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    doc.moveTo(PAGE.margin, y - 8).lineTo(PAGE.margin + CONTENT_WIDTH, y - 8).lineWidth(0.5).strokeColor(INK.border).stroke();
    const left = `${theme.brandName}  ·  ${report.site}  ·  Generated ${formatInstant(report.generatedAt)}`;
    drawText(doc, left, PAGE.margin, y, { size: SIZE.caption, color: INK.muted, width: CONTENT_WIDTH - 80 });
    const page = `Page ${index - range.start + 1} of ${range.count}`;
    drawText(doc, page, PAGE.margin + CONTENT_WIDTH - 80, y, { size: SIZE.caption, bold: true, color: INK.muted, width: 80, align: 'right' });
  }
}
