import { simulatedChecksText } from '../../../../core/reports/simulated-notice';
import { drawText } from './draw-text';
import { SIMULATED_TAG } from './keyword-labels';
import type { PdfContext } from './pdf-layout';
import { CONTENT_WIDTH, INK, PAGE, SIZE } from './pdf-theme';

const HEIGHT = 50;

/**
 * A boxed notice under the header when any check of the report came from the simulated engine, so the reader
 * learns before the first figure that some positions are not real rankings. Nothing is drawn otherwise.
 */
export function drawSimulatedNotice(ctx: PdfContext): void {
  const { doc, report } = ctx;
  if (report.simulatedChecks === 0) return;
  const y = doc.y;
  const x = PAGE.margin + 14;
  const width = CONTENT_WIDTH - 24;
  doc.lineWidth(0.75).roundedRect(PAGE.margin, y, CONTENT_WIDTH, HEIGHT, 6).fillAndStroke(INK.warnSurface, INK.warnBorder);
  doc.rect(PAGE.margin, y + 6, 3, HEIGHT - 12).fill(INK.warn);
  drawText(doc, 'Simulated results', x, y + 8, { size: SIZE.body, bold: true, color: INK.warn, width });
  drawText(doc, simulatedChecksText(report.simulatedChecks, report.totals.checks), x, y + 21, { size: SIZE.small, color: INK.text, width });
  const marked = `Their positions are not real rankings. Keywords with such checks are marked ${SIMULATED_TAG}.`;
  drawText(doc, marked, x, y + 32, { size: SIZE.small, color: INK.text, width });
  doc.y = y + HEIGHT + 12;
}
