import { labelIndexes, rankAxis } from './chart-scale';
import { drawText } from './draw-text';
import { formatDay } from './format-values';
import { emptyNote, sectionTitle, type PdfContext } from './pdf-layout';
import { CONTENT_WIDTH, INK, PAGE, SIZE } from './pdf-theme';

const PLOT_HEIGHT = 150;
const AXIS_WIDTH = 28;

interface Point {
  x: number;
  y: number;
}

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
  const top = doc.y + 6;
  const left = PAGE.margin + AXIS_WIDTH;
  // Room for half a day label past the last point.
  const right = PAGE.margin + CONTENT_WIDTH - 16;
  const bottom = top + PLOT_HEIGHT;
  const xOf = (index: number) => (series.length === 1 ? (left + right) / 2 : left + (index / (series.length - 1)) * (right - left));
  const yOf = (rank: number) => top + ((rank - axis.min) / (axis.max - axis.min)) * PLOT_HEIGHT;

  // Runs of days joined by one line: each is one filled area and one line.
  const runs: Point[][] = [];
  let run: Point[] = [];
  series.forEach((day, index) => {
    if (day.averageRank !== null) run.push({ x: xOf(index), y: yOf(day.averageRank) });
    else if (day.checks > 0) {
      if (run.length) runs.push(run);
      run = [];
    }
  });
  if (run.length) runs.push(run);

  const lines = runs.filter((points) => points.length > 1);
  for (const points of lines) {
    doc.moveTo(points[0]!.x, bottom);
    for (const point of points) doc.lineTo(point.x, point.y);
    doc.lineTo(points[points.length - 1]!.x, bottom).closePath().fill(theme.accentSoft);
  }
  doc.lineWidth(0.5);
  for (const tick of axis.ticks) {
    const y = yOf(tick);
    doc.moveTo(left, y).lineTo(right, y).dash(2, { space: 2 }).strokeColor(INK.gridline).stroke().undash();
    drawText(doc, String(tick), PAGE.margin, y - 3.5, { size: SIZE.caption, color: INK.muted, width: AXIS_WIDTH - 8, align: 'right' });
  }
  doc.moveTo(left, bottom).lineTo(right, bottom).strokeColor(INK.subtle).stroke();
  for (const points of lines) {
    doc.moveTo(points[0]!.x, points[0]!.y);
    for (const point of points.slice(1)) doc.lineTo(point.x, point.y);
    doc.lineWidth(1.6).lineJoin('round').lineCap('round').strokeColor(theme.accent).stroke();
  }
  if (series.length <= 45 || found.length < 3) {
    for (const point of runs.flat()) {
      doc.lineWidth(1.2).circle(point.x, point.y, 2.2).fillAndStroke('#ffffff', theme.accent);
    }
  }

  for (const index of labelIndexes(series.length, 7)) {
    const day = series[index];
    if (!day) continue;
    drawText(doc, formatDay(day.day, false), xOf(index) - 30, bottom + 6, { size: SIZE.caption, color: INK.muted, width: 60, align: 'center' });
  }
  doc.y = bottom + 22;
}
