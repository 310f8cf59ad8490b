import { drawText, measureText, wrapLines } from './draw-text';
import { INK, SIZE } from './pdf-theme';

export interface Cell {
  text: string;
  /** A second, smaller line under the text (rows must be tall enough: see rowHeight). */
  sub?: string;
  /** A short mark after the text in left-aligned cells, e.g. "(simulated)": the text is cut first, so it always shows. */
  tag?: { text: string; color: string };
  color?: string;
  bold?: boolean;
  /** Long text goes on to a second line (the row grows: see cellLines) rather than being cut at once. */
  wrap?: boolean;
}

/** Extra height a cell's second line takes. */
export const WRAPPED_LINE = 11;

export type CellAlign = 'left' | 'right' | 'center';

/** Space between a cell's edge and its text. */
export const CELL_PADDING = 6;
const TAG_GAP = 3;

/** Width a cell's tag takes, the gap before it included. */
function tagWidth(doc: PDFKit.PDFDocument, tag: Cell['tag']): number {
  if (!tag) return 0;
  doc.fontSize(SIZE.small);
  return measureText(doc, tag.text, false) + TAG_GAP;
}

interface CellBox {
  x: number;
  y: number;
  width: number;
  height: number;
  align: CellAlign | undefined;
}

/** The lines a cell's text takes in a column `width` wide: two at most for a wrapping cell, else one. */
export function cellLines(doc: PDFKit.PDFDocument, cell: Cell, width: number): string[] {
  const textWidth = width - 2 * CELL_PADDING - tagWidth(doc, cell.tag);
  return cell.wrap ? wrapLines(doc, cell.text, textWidth, SIZE.body, cell.bold ?? false) : [cell.text];
}

/** One table cell: its text fitted to the column (on two lines when it wraps), then its tag, then its sub line. */
export function drawCell(doc: PDFKit.PDFDocument, cell: Cell, { x, y, width, height, align }: CellBox): void {
  const style = { width: width - 2 * CELL_PADDING, align: align ?? 'left' } as const;
  const lines = cellLines(doc, cell, width);
  const extra = (lines.length - 1) * WRAPPED_LINE;
  const textY = cell.sub ? y + 5 : y + (height - extra - SIZE.body) / 2 + 1;
  const bold = cell.bold ?? false;
  const text = { ...style, width: style.width - tagWidth(doc, cell.tag), size: SIZE.body, bold, color: cell.color ?? INK.text };
  let drawn = 0;
  lines.forEach((line, index) => {
    drawn = drawText(doc, line, x + CELL_PADDING, textY + index * WRAPPED_LINE, text);
  });
  // 0.7pt lower than the body text puts the smaller tag on the same baseline, after the last line.
  if (cell.tag) {
    drawText(doc, cell.tag.text, x + CELL_PADDING + drawn + TAG_GAP, textY + extra + 0.7, { size: SIZE.small, color: cell.tag.color });
  }
  if (cell.sub) drawText(doc, cell.sub, x + CELL_PADDING, y + 15.5 + extra, { ...style, size: SIZE.caption, color: INK.muted });
}
