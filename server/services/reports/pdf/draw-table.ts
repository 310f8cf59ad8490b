import { CELL_PADDING, cellLines, drawCell, WRAPPED_LINE, type Cell, type CellAlign } from './draw-cell';
import { drawText } from './draw-text';
import { ensureSpace, type PdfContext } from './pdf-layout';
import { INK, SIZE } from './pdf-theme';

export interface Column<Row> {
  header: string;
  /** Share of the table width, relative to the other columns. */
  weight: number;
  align?: CellAlign;
  cell(row: Row): Cell;
}

export interface TableOptions<Row> {
  x: number;
  width: number;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** 18 for one line, 26 when cells have a `sub` line. */
  rowHeight?: number;
  /**
   * Called when the rows go on to a new page, before the header row is drawn again there (a "continued"
   * heading). Without it the caller guarantees the table fits where it is.
   */
  onPageBreak?: () => void;
}

const HEADER_HEIGHT = 18;

function columnLayout<Row>(options: TableOptions<Row>): { column: Column<Row>; x: number; width: number }[] {
  const total = options.columns.reduce((sum, column) => sum + column.weight, 0);
  let x = options.x;
  return options.columns.map((column) => {
    const width = (column.weight / total) * options.width;
    const placed = { column, x, width };
    x += width;
    return placed;
  });
}

function drawHeader<Row>(ctx: PdfContext, layout: ReturnType<typeof columnLayout<Row>>, options: TableOptions<Row>, y: number): void {
  const { doc } = ctx;
  for (const { column, x, width } of layout) {
    drawText(doc, column.header.toUpperCase(), x + CELL_PADDING, y + 6, {
      size: SIZE.caption, bold: true, color: INK.muted, width: width - 2 * CELL_PADDING, align: column.align ?? 'left', tracking: 0.3,
    });
  }
  doc.moveTo(options.x, y + HEADER_HEIGHT).lineTo(options.x + options.width, y + HEADER_HEIGHT).lineWidth(0.75).strokeColor(INK.subtle).stroke();
}

/** Each row's height: `rowHeight`, taller by a line where a wrapping cell needs two. */
function rowHeights<Row>(doc: PDFKit.PDFDocument, layout: ReturnType<typeof columnLayout<Row>>, rows: readonly Row[], rowHeight: number): number[] {
  return rows.map((row) => {
    const lines = Math.max(1, ...layout.map(({ column, width }) => cellLines(doc, column.cell(row), width).length));
    return rowHeight + (lines - 1) * WRAPPED_LINE;
  });
}

/**
 * A table with a header row, zebra stripes and cells fitted to their columns (a wrapping cell on two lines). With onPageBreak it
 * runs on over as many pages as it needs, repeating the header on each. Returns the y under the table.
 */
export function drawTable<Row>(ctx: PdfContext, options: TableOptions<Row>): number {
  const { doc } = ctx;
  const layout = columnLayout(options);
  const heights = rowHeights(doc, layout, options.rows, options.rowHeight ?? 18);
  if (options.onPageBreak) ensureSpace(ctx, HEADER_HEIGHT + (heights[0] ?? 18));
  let y = doc.y;
  drawHeader(ctx, layout, options, y);
  y += HEADER_HEIGHT;
  options.rows.forEach((row, index) => {
    const rowHeight = heights[index] ?? 18;
    if (options.onPageBreak) {
      doc.y = y;
      if (ensureSpace(ctx, rowHeight)) {
        options.onPageBreak();
        drawHeader(ctx, layout, options, doc.y);
        y = doc.y + HEADER_HEIGHT;
      }
    }
    if (index % 2 === 1) doc.rect(options.x, y, options.width, rowHeight).fill(INK.surface);
    for (const { column, x, width } of layout) drawCell(doc, column.cell(row), { x, y, width, height: rowHeight, align: column.align });
    y += rowHeight;
  });
  doc.moveTo(options.x, y).lineTo(options.x + options.width, y).lineWidth(0.5).strokeColor(INK.border).stroke();
  doc.y = y;
  return y;
}

/** Height drawTable needs for these rows without page breaks. */
export function tableHeight<Row>(doc: PDFKit.PDFDocument, options: Pick<TableOptions<Row>, 'x' | 'width' | 'columns' | 'rows' | 'rowHeight'>): number {
  const heights = rowHeights(doc, columnLayout(options), options.rows, options.rowHeight ?? 18);
  return HEADER_HEIGHT + heights.reduce((sum, height) => sum + height, 0);
}
