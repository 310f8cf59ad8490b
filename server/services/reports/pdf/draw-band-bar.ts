import type { RankBand } from '../../../../core/ranking/rank-band';
import { drawText } from './draw-text';
import { emptyNote, sectionTitle, type PdfContext } from './pdf-layout';
import { BAND_COLOURS, CONTENT_WIDTH, INK, PAGE, SIZE } from './pdf-theme';

/** Short legend names: the bar needs the ranges more than the result card's praise. */
const SHORT_LABELS: Record<RankBand, string> = {
  top10: 'Top 10',
  top30: '11–30',
  top50: '31–50',
  beyond50: '51–100',
  'not-found': 'Not found',
};

const BAR_HEIGHT = 16;

/** Rank distribution: one stacked bar of where the tracked keywords ended the period, and its legend. */
export function drawBandBar(ctx: PdfContext): void {
  const { doc, report } = ctx;
  const bands = report.bandDistribution;
  const total = bands.reduce((sum, band) => sum + band.count, 0);
  sectionTitle(ctx, 'Rank distribution', BAR_HEIGHT + 30, 'by the last rank of each keyword');
  if (total === 0) {
    emptyNote(ctx, 'No keywords were checked in this period.');
    return;
  }
  const y = doc.y;
  doc.save();
  doc.roundedRect(PAGE.margin, y, CONTENT_WIDTH, BAR_HEIGHT, 4).clip();
  let x = PAGE.margin;
  for (const band of bands) {
    if (band.count === 0) continue;
    const width = (band.count / total) * CONTENT_WIDTH;
    doc.rect(x, y, width, BAR_HEIGHT).fill(BAND_COLOURS[band.band]);
    // A hairline of white between segments keeps neighbouring colours apart.
    if (x > PAGE.margin) doc.rect(x - 0.5, y, 1, BAR_HEIGHT).fill('#ffffff');
    if (width >= 26) {
      drawText(doc, String(band.count), x, y + 4.5, { size: SIZE.small, bold: true, color: '#ffffff', width, align: 'center' });
    }
    x += width;
  }
  doc.restore();

  const legendY = y + BAR_HEIGHT + 9;
  const slot = CONTENT_WIDTH / bands.length;
  bands.forEach((band, index) => {
    const lx = PAGE.margin + index * slot;
    doc.circle(lx + 4, legendY + 4, 3.5).fill(BAND_COLOURS[band.band]);
    const percent = Math.round((band.count / total) * 100);
    drawText(doc, SHORT_LABELS[band.band] ?? band.label, lx + 12, legendY, { size: SIZE.small, bold: true, width: slot - 14 });
    drawText(doc, `${band.count} · ${percent}%`, lx + 12, legendY + 11, { size: SIZE.small, color: INK.muted, width: slot - 14 });
  });
  doc.y = legendY + 26;
}
