import { labelIndexes } from './chart-scale';
import { drawText } from './draw-text';
import { formatDay } from './format-values';
import { INK, PAGE, SIZE } from './pdf-theme';

/** Width of the value labels left of a chart's plot. */
export const AXIS_WIDTH = 28;

export interface Point {
  x: number;
  y: number;
}

/** A chart's plot area: days spread from left to right, values from top to bottom. */
export interface Plot {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** The x of the day at `index` among `days`. */
  xOf: (index: number) => number;
}

export function plotArea(top: number, height: number, right: number, days: number): Plot {
  const left = PAGE.margin + AXIS_WIDTH;
  const xOf = (index: number) => (days === 1 ? (left + right) / 2 : left + (index / (days - 1)) * (right - left));
  return { top, bottom: top + height, left, right, xOf };
}

/**
 * The runs of points one line joins: a day with a value adds its point to the current run; a day that breaks the
 * line (the caller says which: one whose checks found nothing, say) ends it; other days are passed over.
 */
export function lineRuns<T>(series: readonly T[], plot: Plot, yOf: (item: T) => number | null, breaks: (item: T) => boolean): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  series.forEach((item, index) => {
    const y = yOf(item);
    if (y !== null) run.push({ x: plot.xOf(index), y });
    else if (breaks(item)) {
      if (run.length) runs.push(run);
      run = [];
    }
  });
  if (run.length) runs.push(run);
  return runs;
}

/** Dashed gridlines at `ticks`, each labelled left of the plot, and the baseline. */
export function drawGrid(doc: PDFKit.PDFDocument, plot: Plot, ticks: readonly number[], yOf: (value: number) => number, label: (value: number) => string): void {
  doc.lineWidth(0.5);
  for (const tick of ticks) {
    const y = yOf(tick);
    doc.moveTo(plot.left, y).lineTo(plot.right, y).dash(2, { space: 2 }).strokeColor(INK.gridline).stroke().undash();
    drawText(doc, label(tick), PAGE.margin, y - 3.5, { size: SIZE.caption, color: INK.muted, width: AXIS_WIDTH - 8, align: 'right' });
  }
  doc.moveTo(plot.left, plot.bottom).lineTo(plot.right, plot.bottom).strokeColor(INK.subtle).stroke();
}

/** Each run of two or more points as one line; `dash` draws it dashed. */
export function strokeRuns(doc: PDFKit.PDFDocument, runs: readonly Point[][], color: string, width: number, dash?: number): void {
  for (const points of runs.filter((run) => run.length > 1)) {
    doc.moveTo(points[0]!.x, points[0]!.y);
    for (const point of points.slice(1)) doc.lineTo(point.x, point.y);
    if (dash) doc.dash(dash, { space: dash * 0.7 });
    doc.lineWidth(width).lineJoin('round').lineCap('round').strokeColor(color).stroke();
    if (dash) doc.undash();
  }
}

/** A dot on every point: a short or sparse series reads better as points than as a bare line. */
export function drawDots(doc: PDFKit.PDFDocument, points: readonly Point[], color: string): void {
  for (const point of points) doc.lineWidth(1.2).circle(point.x, point.y, 2.2).fillAndStroke('#ffffff', color);
}

/** At most seven day labels under the plot, at equal distances. */
export function drawDayLabels(doc: PDFKit.PDFDocument, plot: Plot, days: readonly string[]): void {
  for (const index of labelIndexes(days.length, 7)) {
    const day = days[index];
    if (!day) continue;
    drawText(doc, formatDay(day, false), plot.xOf(index) - 30, plot.bottom + 6, { size: SIZE.caption, color: INK.muted, width: 60, align: 'center' });
  }
}
