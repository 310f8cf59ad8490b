import { FONT, INK, SIZE } from './pdf-theme';
import { toWinAnsi } from './pdf-text';

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  /** Needs `width`. */
  align?: 'left' | 'right' | 'center';
  /** Longer text is cut with an ellipsis to fit. */
  width?: number;
  /** Extra space between letters, for small capitals labels. */
  tracking?: number;
}

/** Cuts text to `width` points in the current font, ending in an ellipsis when it had to cut. */
export function fitText(doc: PDFKit.PDFDocument, text: string, width: number, tracking = 0): string {
  const measure = (value: string) => doc.widthOfString(value, { characterSpacing: tracking });
  if (measure(text) <= width) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(`${chars.slice(0, mid).join('').trimEnd()}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return `${chars.slice(0, low).join('').trimEnd()}…`;
}

/**
 * One line of text at (x, y), top-aligned, never wrapping and never starting a page on its own: every string
 * of the report goes through here so it is folded to the font's characters and fitted to its column.
 * The document's cursor stays where it was. Returns the width drawn.
 */
export function drawText(doc: PDFKit.PDFDocument, value: string, x: number, y: number, style: TextStyle = {}): number {
  const tracking = style.tracking ?? 0;
  doc.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.size ?? SIZE.body).fillColor(style.color ?? INK.text);
  const safe = toWinAnsi(value);
  const text = style.width === undefined ? safe : fitText(doc, safe, style.width, tracking);
  const width = doc.widthOfString(text, { characterSpacing: tracking });
  let left = x;
  if (style.width !== undefined && style.align === 'right') left = x + style.width - width;
  if (style.width !== undefined && style.align === 'center') left = x + (style.width - width) / 2;
  // doc.text moves pdfkit's cursor; layout code moves it explicitly, so it is put back.
  const { x: cursorX, y: cursorY } = doc;
  doc.text(text, left, y, { lineBreak: false, characterSpacing: tracking });
  doc.x = cursorX;
  doc.y = cursorY;
  return width;
}
