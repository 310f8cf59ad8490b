import { rankAxis } from './chart-scale';
import { drawDayLabels, drawDots, drawGrid, lineRuns, plotArea, strokeRuns } from './line-chart';
import { emptyNote, sectionTitle, type PdfContext } from './pdf-layout';
import { CONTENT_WIDTH, PAGE } from './pdf-theme';

const PLOT_HEIGHT = 150;

/**
 * Average position per day as a line chart with the best rank at the top. The line runs on over days without
 * checks (sites are rarely checked daily) but breaks at a day whose checks all missed the top 100, rather than
 * drawing a made-up value there.
 */
export function drawDailyChart(ctx: PdfContext): void {
  const { doc, theme, report } = ctx;
  const series = report.dailyAverage;
  sectionTitle(ctx, 'Average position per day', PLOT_HEIGHT + 30, 'position 1 is the top of the results');
  const found = series.flatMap((day) => (day.averageRank === null ? [] : [day.averageRank]));
  if (found.length === 0) {
    emptyNote(ctx, 'None of the tracked keywords was found in the top 100 during this period.');
    return;
  }
  const axis = rankAxis(found);
  // Room for half a day label past the last point.
  const plot = plotArea(doc.y + 6, PLOT_HEIGHT, PAGE.margin + CONTENT_WIDTH - 16, series.length);
  const yOf = (rank: number) => plot.top + ((rank - axis.min) / (axis.max - axis.min)) * PLOT_HEIGHT;
  const runs = lineRuns(series, plot, (day) => (day.averageRank === null ? null : yOf(day.averageRank)), (day) => day.checks > 0);

  // Under each line, the area down to the axis.
  for (const points of runs.filter((run) => run.length > 1)) {
    doc.moveTo(points[0]!.x, plot.bottom);
    for (const point of points) doc.lineTo(point.x, point.y);
    doc.lineTo(points[points.length - 1]!.x, plot.bottom).closePath().fill(theme.accentSoft);
  }
  drawGrid(doc, plot, axis.ticks, yOf, String);
  strokeRuns(doc, runs, theme.accent, 1.6);
  if (series.length <= 45 || found.length < 3) drawDots(doc, runs.flat(), theme.accent);
  drawDayLabels(doc, plot, series.map((day) => day.day));
  doc.y = plot.bottom + 22;
}
