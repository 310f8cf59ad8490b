import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// pdf.js reads the metrics of the 14 standard fonts (Helvetica...) from files shipped in its package.
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

interface PlacedText {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * Text items in reading order: separate items (table cells, labels) are joined by a space, but an item that starts
 * where the previous one ended on the same line continues it, as a reader copying the text would see it (a line
 * set in several fonts, such as Latin then Chinese, comes as one item per font).
 */
function joinItems(items: PlacedText[]): string {
  let text = '';
  let previous: PlacedText | null = null;
  for (const item of items) {
    const [, , , , x = 0, y = 0] = item.transform;
    const [, , , , px = 0, py = 0] = previous?.transform ?? [];
    const touching =
      previous !== null && Math.abs(y - py) < 0.5 * item.height && Math.abs(x - (px + previous.width)) < 0.1 * item.height;
    text += (previous === null || touching ? '' : ' ') + item.str;
    previous = item;
  }
  return text.replace(/\s+/g, ' ');
}

export interface PdfContents {
  /** Text of each page, items joined by spaces. */
  pages: string[];
  info: Record<string, unknown>;
}

/** Parses a PDF the way a reader would and returns its text per page and its document information. */
export async function readPdfText(bytes: Buffer): Promise<PdfContents> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(joinItems(content.items.flatMap((item) => ('str' in item ? [item] : []))));
    }
    const { info } = await document.getMetadata();
    return { pages, info: info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}

/** The decompressed page content streams of a pdfkit PDF, to look for drawing operators such as colours. */
export function pdfContentStreams(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const data = Buffer.from(raw.slice(start, raw.indexOf('endstream', start)), 'latin1');
    try {
      streams.push(inflateSync(data).toString('latin1'));
    } catch {
      // Not a deflated stream (an image's raw data): not drawing operators.
    }
  }
  return streams.join('\n');
}
