import type { Report } from '../../../../contracts/report';
import { drawText } from './draw-text';
import { CONTENT_BOTTOM, CONTENT_WIDTH, INK, PAGE, SIZE, type PdfTheme } from './pdf-theme';

/** What every drawing step needs: the document, the colours and names to use, and the report. */
export interface PdfContext {
  doc: PDFKit.PDFDocument;
  theme: PdfTheme;
  report: Report;
}

/** Height of the slim header repeated at the top of every page after the first. */
const RUNNING_HEADER = 30;

/** Starts a new page with the running header (brand, site) and puts the cursor under it. */
export function addPage(ctx: PdfContext): void {
  const { doc, theme, report } = ctx;
  doc.addPage();
  doc.rect(0, 0, PAGE.width, 4).fill(theme.accent);
  const top = PAGE.margin - 14;
  drawText(doc, theme.brandName, PAGE.margin, top, { size: SIZE.small, bold: true, color: theme.accent, width: CONTENT_WIDTH / 2 });
  drawText(doc, `${report.site} · Rank report`, PAGE.margin + CONTENT_WIDTH / 2, top, {
    size: SIZE.small,
    color: INK.muted,
    width: CONTENT_WIDTH / 2,
    align: 'right',
  });
  doc.moveTo(PAGE.margin, top + 14).lineTo(PAGE.margin + CONTENT_WIDTH, top + 14).lineWidth(0.5).strokeColor(INK.border).stroke();
  doc.y = PAGE.margin + RUNNING_HEADER - 8;
}

/** Moves to a new page unless `height` more points fit on this one. Returns true when it broke the page. */
export function ensureSpace(ctx: PdfContext, height: number): boolean {
  if (ctx.doc.y + height <= CONTENT_BOTTOM) return false;
  addPage(ctx);
  return true;
}

/**
 * A section heading: a short accent rule, the title and an optional note on the right. `keepWith` is the height
 * of what must follow on the same page, so a heading never ends a page alone.
 */
export function sectionTitle(ctx: PdfContext, title: string, keepWith: number, note?: string): void {
  const { doc, theme } = ctx;
  ensureSpace(ctx, 34 + keepWith);
  const y = doc.y + 10;
  doc.rect(PAGE.margin, y + 1, 3, 13).fill(theme.accent);
  drawText(doc, title, PAGE.margin + 10, y, { size: SIZE.heading, bold: true });
  if (note) drawText(doc, note, PAGE.margin + CONTENT_WIDTH / 2, y + 4, { size: SIZE.small, color: INK.muted, width: CONTENT_WIDTH / 2, align: 'right' });
  doc.y = y + 24;
}

/** A muted line for a section with nothing to show. */
export function emptyNote(ctx: PdfContext, message: string): void {
  const { doc } = ctx;
  ensureSpace(ctx, 24);
  doc.roundedRect(PAGE.margin, doc.y, CONTENT_WIDTH, 24, 4).fill(INK.surface);
  drawText(doc, message, PAGE.margin + 10, doc.y + 8, { size: SIZE.small, color: INK.muted, width: CONTENT_WIDTH - 20 });
  doc.y += 24;
}
