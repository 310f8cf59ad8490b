import { percentAxis } from './chart-scale';
import { drawText } from './draw-text';
import { formatPercent } from './format-values';
import { drawDayLabels, drawDots, drawGrid, lineRuns, plotArea, strokeRuns } from './line-chart';
import { emptyNote, sectionTitle, type PdfContext } from './pdf-layout';
import { CONTENT_WIDTH, INK, PAGE, SIZE } from './pdf-theme';

const PLOT_HEIGHT = 120;
const LEGEND_HEIGHT = 16;

/** A legend entry: a short line in the series' style and its name. */
function legendEntry(doc: PDFKit.PDFDocument, x: number, y: number, color: string, name: string, dash?: number): number {
  doc.moveTo(x, y + 4).lineTo(x + 18, y + 4);
  if (dash) doc.dash(dash, { space: dash * 0.7 });
  doc.lineWidth(1.8).strokeColor(color).stroke();
  if (dash) doc.undash();
  const width = drawText(doc, name, x + 24, y, { size: SIZE.small, color: INK.muted, width: PAGE.margin + CONTENT_WIDTH - x - 24 });
  return x + 24 + width + 18;
}

/**
 * Visibility per day (the CTR-weighted share of #1's clicks the tracked keywords earn, core/reports/daily-visibility)
 * and, with tracked competitors, the site's share of voice among them, dashed: the figures the first tile ends on,
 * over the period. A day without checks is passed over; the lines break at none.
 */
export function drawVisibilityChart(ctx: PdfContext): void {
  const { doc, theme, report } = ctx;
  const series = report.visibility;
  const hasVoice = series.some((day) => day.shareOfVoice !== null);
  sectionTitle(ctx, hasVoice ? 'Visibility and share of voice' : 'Visibility per day', PLOT_HEIGHT + LEGEND_HEIGHT + 30, 'share of the clicks #1 for every keyword would earn');
  const values = series.flatMap((day) => [day.visibility, day.shareOfVoice]).filter((value): value is number => value !== null);
  if (!series.some((day) => day.visibility !== null)) {
    emptyNote(ctx, 'No visibility yet: it starts with the first check in the period.');
    return;
  }
  const axis = percentAxis(values);
  const plot = plotArea(doc.y + 6, PLOT_HEIGHT, PAGE.margin + CONTENT_WIDTH - 16, series.length);
  const yOf = (value: number) => plot.bottom - (value / axis.max) * PLOT_HEIGHT;
  const visibility = lineRuns(series, plot, (day) => (day.visibility === null ? null : yOf(day.visibility)), () => false);
  const voice = lineRuns(series, plot, (day) => (day.shareOfVoice === null ? null : yOf(day.shareOfVoice)), () => false);

  drawGrid(doc, plot, axis.ticks, yOf, formatPercent);
  strokeRuns(doc, voice, INK.voice, 1.4, 4);
  strokeRuns(doc, visibility, theme.accent, 1.8);
  // A single day is a dot, not a line.
  if (visibility.flat().length < 3) drawDots(doc, visibility.flat(), theme.accent);
  if (voice.flat().length < 3) drawDots(doc, voice.flat(), INK.voice);
  drawDayLabels(doc, plot, series.map((day) => day.day));

  const legendY = plot.bottom + 22;
  const next = legendEntry(doc, plot.left, legendY, theme.accent, 'Visibility');
  if (hasVoice) legendEntry(doc, next, legendY, INK.voice, 'Share of voice against the tracked competitors', 4);
  doc.y = legendY + LEGEND_HEIGHT;
}
