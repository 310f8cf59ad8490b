import type { ReportKeyword } from '../../../../contracts/report';
import { drawTable, tableHeight, type Column } from './draw-table';
import { drawText } from './draw-text';
import { MOVE_COLUMNS } from './keyword-columns';
import { ensureSpace, type PdfContext } from './pdf-layout';
import { CONTENT_WIDTH, INK, PAGE, SIZE } from './pdf-theme';

export interface KeywordPanel<Row = ReportKeyword> {
  title: string;
  /** The dot before the title. */
  color: string;
  keywords: readonly Row[];
  /** Shown instead of a table when there are no keywords. */
  empty: string;
  /** The table's columns; keyword, from, to and change (MOVE_COLUMNS) when left out. */
  columns?: readonly Column<Row>[];
}

/** Rows a panel shows; the rest are counted under it, the full list is in the keyword table. */
export const PANEL_ROWS = 8;
const ROW_HEIGHT = 26;
const GAP = 16;
const TITLE_HEIGHT = 18;

// A panel without its own columns holds report keywords: the default columns read them.
const columnsOf = <Row>(panel: KeywordPanel<Row>): readonly Column<Row>[] => panel.columns ?? (MOVE_COLUMNS as unknown as readonly Column<Row>[]);

function panelHeight<Row>(doc: PDFKit.PDFDocument, panel: KeywordPanel<Row>, width: number): number {
  if (panel.keywords.length === 0) return TITLE_HEIGHT + 26;
  const shown = panel.keywords.slice(0, PANEL_ROWS);
  const table = tableHeight(doc, { x: 0, width, columns: columnsOf(panel), rows: shown, rowHeight: ROW_HEIGHT });
  return TITLE_HEIGHT + table + (panel.keywords.length > shown.length ? 16 : 4);
}

function drawPanel<Row>(ctx: PdfContext, panel: KeywordPanel<Row>, x: number, width: number, top: number): void {
  const { doc } = ctx;
  doc.circle(x + 4, top + 5, 3.5).fill(panel.color);
  drawText(doc, panel.title, x + 13, top, { size: 10, bold: true, width: width - 60 });
  drawText(doc, String(panel.keywords.length), x + width - 50, top + 1, { size: SIZE.small, bold: true, color: INK.muted, width: 50, align: 'right' });
  const tableTop = top + TITLE_HEIGHT;
  if (panel.keywords.length === 0) {
    doc.roundedRect(x, tableTop, width, 22, 4).fill(INK.surface);
    drawText(doc, panel.empty, x + 8, tableTop + 7, { size: SIZE.small, color: INK.muted, width: width - 16 });
    return;
  }
  doc.y = tableTop;
  const shown = panel.keywords.slice(0, PANEL_ROWS);
  const bottom = drawTable(ctx, { x, width, columns: columnsOf(panel), rows: shown, rowHeight: ROW_HEIGHT });
  const more = panel.keywords.length - shown.length;
  if (more > 0) drawText(doc, panel.columns ? `and ${more} more` : `and ${more} more in the keyword table`, x + 6, bottom + 5, { size: SIZE.caption, color: INK.muted, width: width - 12 });
}

/** Two keyword panels side by side (gains beside losses, entered beside left), kept together on one page. */
export function drawPanelPair<Row = ReportKeyword>(ctx: PdfContext, left: KeywordPanel<Row>, right: KeywordPanel<Row>): void {
  const width = (CONTENT_WIDTH - GAP) / 2;
  const height = Math.max(panelHeight(ctx.doc, left, width), panelHeight(ctx.doc, right, width));
  ensureSpace(ctx, height);
  const top = ctx.doc.y;
  drawPanel(ctx, left, PAGE.margin, width, top);
  drawPanel(ctx, right, PAGE.margin + width + GAP, width, top);
  ctx.doc.y = top + height + 8;
}
