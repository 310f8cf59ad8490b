import { drawText, measureText } from './draw-text';
import { INK, SIZE } from './pdf-theme';

export interface Cell {
  text: string;
  /** A second, smaller line under the text (rows must be tall enough: see rowHeight). */
  sub?: string;
  /** A short mark after the text in left-aligned cells, e.g. "(simulated)": the text is cut first, so it always shows. */
  tag?: { text: string; color: string };
  color?: string;
  bold?: boolean;
}

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

/** One table cell: its text fitted to the column, then its tag, then its sub line. */
export function drawCell(doc: PDFKit.PDFDocument, cell: Cell, { x, y, width, height, align }: CellBox): void {
  const style = { width: width - 2 * CELL_PADDING, align: align ?? 'left' } as const;
  const textY = cell.sub ? y + 5 : y + (height - SIZE.body) / 2 + 1;
  const bold = cell.bold ?? false;
  const text = { ...style, width: style.width - tagWidth(doc, cell.tag), size: SIZE.body, bold, color: cell.color ?? INK.text };
  const drawn = drawText(doc, cell.text, x + CELL_PADDING, textY, text);
  // 0.7pt lower than the body text puts the smaller tag on the same baseline.
  if (cell.tag) {
    drawText(doc, cell.tag.text, x + CELL_PADDING + drawn + TAG_GAP, textY + 0.7, { size: SIZE.small, color: cell.tag.color });
  }
  if (cell.sub) drawText(doc, cell.sub, x + CELL_PADDING, y + 15.5, { ...style, size: SIZE.caption, color: INK.muted });
}
