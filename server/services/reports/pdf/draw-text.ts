import { textRuns, type TextRun } from './font-faces';
import { useFont } from './pdf-fonts';
import { printable } from './pdf-text';
import { INK, SIZE } from './pdf-theme';

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

/**
 * Where the baseline sits under the top of the text, as a share of the size. Every face of a line shares this
 * baseline (their own ascenders differ); 0.718 keeps text where the layout's positions put it when it was set
 * in Helvetica.
 */
const BASELINE = 0.718;

/** Advance of one run in its face: glyph widths plus the letter spacing after each character. */
function runWidth(doc: PDFKit.PDFDocument, run: TextRun, bold: boolean, tracking: number): number {
  useFont(doc, run.face, bold);
  return doc.widthOfString(run.text) + tracking * run.text.length;
}

/** Width of text in the current size, switching faces where the script changes (no spacing after the last character). */
export function measureText(doc: PDFKit.PDFDocument, text: string, bold: boolean, tracking = 0): number {
  const runs = textRuns(text);
  const width = runs.reduce((sum, run) => sum + runWidth(doc, run, bold, tracking), 0);
  return runs.length === 0 ? 0 : width - tracking;
}

/** Advances of single characters at size 1 by face, weight and character: the same font files for every report. */
const advanceCache = new Map<string, number>();

/** A character's advance without kerning, at the current size, letter spacing included. */
function charAdvance(doc: PDFKit.PDFDocument, char: string, size: number, bold: boolean, tracking: number): number {
  const run = textRuns(char)[0];
  if (!run) return 0;
  const key = `${run.face.id}-${bold ? 700 : 400}|${char}`;
  let advance = advanceCache.get(key);
  if (advance === undefined) {
    useFont(doc, run.face, bold);
    advance = doc.widthOfString(char) / size;
    advanceCache.set(key, advance);
  }
  return advance * size + tracking;
}

/**
 * Cuts text to `width` points at `size` (the document's current font size), ending in an ellipsis when it had to cut. The cut is found
 * from cached character advances (shaping every candidate would be slow with embedded fonts), then checked with
 * the real, kerned width.
 */
export function fitText(doc: PDFKit.PDFDocument, text: string, width: number, size: number, bold: boolean, tracking = 0): string {
  const measure = (value: string) => measureText(doc, value, bold, tracking);
  if (measure(text) <= width) return text;
  const chars = [...text];
  const cut = (count: number) => `${chars.slice(0, count).join('').trimEnd()}…`;
  let used = charAdvance(doc, '…', size, bold, tracking);
  let count = 0;
  while (count < chars.length) {
    const advance = charAdvance(doc, chars[count] ?? '', size, bold, tracking);
    if (used + advance > width) break;
    used += advance;
    count++;
  }
  while (count > 0 && measure(cut(count)) > width) count--;
  return cut(count);
}

/**
 * Text on at most `maxLines` lines of `width` at `size`: broken between words (a word wider than a line is cut
 * where it must), the last line ending in an ellipsis when the text is longer still. One line when it fits.
 * @example wrapLines(doc, 'bathroom design ideas for small spaces', 90, 9, true) // ['bathroom design', 'ideas for small…']
 */
export function wrapLines(doc: PDFKit.PDFDocument, value: string, width: number, size: number, bold: boolean, maxLines = 2): string[] {
  doc.fontSize(size);
  const text = printable(value);
  const lines: string[] = [];
  let rest = text;
  while (rest !== '' && lines.length < maxLines - 1 && measureText(doc, rest, bold) > width) {
    const words = rest.split(' ');
    let count = words.length - 1;
    while (count > 0 && measureText(doc, words.slice(0, count).join(' '), bold) > width) count--;
    if (count === 0) {
      // One word wider than the line: as much of it as fits, the rest on the next line.
      const cut = fitText(doc, words[0] ?? '', width, size, bold).replace(/…$/, '');
      if (cut === '') break;
      lines.push(cut);
      rest = rest.slice(cut.length);
    } else {
      lines.push(words.slice(0, count).join(' '));
      rest = words.slice(count).join(' ');
    }
  }
  if (rest !== '') lines.push(fitText(doc, rest, width, size, bold));
  return lines;
}

/**
 * One line of text at (x, y), top-aligned, never wrapping and never starting a page on its own: every string
 * of the report goes through here so it is drawn in the faces its scripts need and fitted to its column.
 * The document's cursor stays where it was. Returns the width drawn.
 */
export function drawText(doc: PDFKit.PDFDocument, value: string, x: number, y: number, style: TextStyle = {}): number {
  const tracking = style.tracking ?? 0;
  const bold = style.bold ?? false;
  const size = style.size ?? SIZE.body;
  doc.fontSize(size).fillColor(style.color ?? INK.text);
  const clean = printable(value);
  const text = style.width === undefined ? clean : fitText(doc, clean, style.width, size, bold, tracking);
  const width = measureText(doc, text, bold, tracking);
  let left = x;
  if (style.width !== undefined && style.align === 'right') left = x + style.width - width;
  if (style.width !== undefined && style.align === 'center') left = x + (style.width - width) / 2;
  // doc.text moves pdfkit's cursor; layout code moves it explicitly, so it is put back.
  const { x: cursorX, y: cursorY } = doc;
  const baseline = y + BASELINE * size;
  for (const run of textRuns(text)) {
    const advance = runWidth(doc, run, bold, tracking);
    doc.text(run.text, left, baseline, { lineBreak: false, characterSpacing: tracking, baseline: 'alphabetic' });
    left += advance;
  }
  doc.x = cursorX;
  doc.y = cursorY;
  return width;
}
