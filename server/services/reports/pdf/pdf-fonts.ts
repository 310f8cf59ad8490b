import { readFile } from 'node:fs/promises';
import { facesOf, faceFile, fallbackFace, type FontFace, type FontWeight } from './font-faces';
import { unpackWoff2 } from './unpack-woff2';

const WEIGHTS: readonly FontWeight[] = [400, 700];

/** Unpacked faces by file, kept for the life of the process: each is small and unpacking is the slow part. */
const trueTypeCache = new Map<string, Promise<Buffer>>();

function trueType(file: string): Promise<Buffer> {
  let cached = trueTypeCache.get(file);
  if (!cached) {
    cached = readFile(file).then(unpackWoff2);
    // A failed read must not stay cached: the next report tries again.
    cached.catch(() => trueTypeCache.delete(file));
    trueTypeCache.set(file, cached);
  }
  return cached;
}

/** The name a face in a weight is registered under in a document. */
function fontName(face: FontFace, weight: FontWeight): string {
  return `${face.id}-${weight}`;
}

/** Which font names each document has registered. */
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/**
 * Registers, in both weights, every face the text needs (and the fallback face). Fonts must be loaded before
 * drawing because unpacking is asynchronous and drawing is not: pass every string the document may print.
 */
export async function loadFonts(doc: PDFKit.PDFDocument, text: string): Promise<void> {
  const names = registered.get(doc) ?? new Set<string>();
  registered.set(doc, names);
  const wanted = [...facesOf(text)].flatMap((face) => WEIGHTS.map((weight) => ({ face, weight })));
  const missing = wanted.filter(({ face, weight }) => !names.has(fontName(face, weight)));
  const fonts = await Promise.all(missing.map(({ face, weight }) => trueType(faceFile(face, weight))));
  missing.forEach(({ face, weight }, index) => {
    const name = fontName(face, weight);
    doc.registerFont(name, fonts[index] as Buffer);
    names.add(name);
  });
}

/**
 * Makes the face the current font. A face that was not loaded (a character no loaded string had) falls back to
 * the Latin face, which draws an empty box for it rather than failing the report.
 */
export function useFont(doc: PDFKit.PDFDocument, face: FontFace, bold: boolean): PDFKit.PDFDocument {
  const weight: FontWeight = bold ? 700 : 400;
  const names = registered.get(doc);
  if (!names) throw new Error('loadFonts must run before text is drawn');
  const name = fontName(face, weight);
  return doc.font(names.has(name) ? name : fontName(fallbackFace(), weight));
}
