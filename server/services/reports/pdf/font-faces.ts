import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The PDF is set in Noto Sans (Latin, Cyrillic, Greek, Vietnamese) with Noto Sans SC for Chinese, Japanese kana
 * and the CJK symbols. Both packages ship each weight cut into small files by Unicode range; a face is one such
 * file, and every character is drawn with the first face whose range holds it, so a line may switch faces.
 */
export interface FontFace {
  /** File stem, such as 'noto-sans-latin' or 'noto-sans-sc-117'. */
  id: string;
  /** The folder holding the face's woff2 files. */
  dir: string;
}

export type FontWeight = 400 | 700;

/** A stretch of text that one face draws. */
export interface TextRun {
  text: string;
  face: FontFace;
}

const require = createRequire(import.meta.url);

/** Noto Sans first, so its Latin and Cyrillic win over the Chinese font's; the latin subset doubles as the fallback. */
const FAMILIES = [
  { pkg: '@fontsource/noto-sans', id: 'noto-sans' },
  { pkg: '@fontsource/noto-sans-sc', id: 'noto-sans-sc' },
] as const;

/** 'U+0000-00FF,U+0131' as [first, last] pairs. */
export function parseUnicodeRanges(ranges: string): [number, number][] {
  return ranges.split(',').map((range) => {
    const [first = '', last] = range.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last ?? first, 16)];
  });
}

/** The subset name in unicode.json ('latin', '[117]') as the file stem fontsource gives it. */
function faceId(family: string, subset: string): string {
  return `${family}-${subset.replace(/^\[(\d+)\]$/, '$1')}`;
}

/** Named subsets before numbered ones, Latin first; numbered slices in their own order. */
function subsetOrder(name: string): number {
  const slice = /^\[(\d+)\]$/.exec(name);
  if (slice) return 1000 + Number(slice[1]);
  return name === 'latin' ? 0 : 1;
}

interface FaceTable {
  faces: FontFace[];
  byCodePoint: Map<number, FontFace>;
}

let table: FaceTable | null = null;

function faceTable(): FaceTable {
  if (table) return table;
  const faces: FontFace[] = [];
  const byCodePoint = new Map<number, FontFace>();
  for (const family of FAMILIES) {
    const dir = path.join(path.dirname(require.resolve(`${family.pkg}/package.json`)), 'files');
    const ranges = require(`${family.pkg}/unicode.json`) as Record<string, string>;
    const subsets = Object.keys(ranges).sort((a, b) => subsetOrder(a) - subsetOrder(b));
    for (const subset of subsets) {
      const face = { id: faceId(family.id, subset), dir };
      faces.push(face);
      for (const [first, last] of parseUnicodeRanges(ranges[subset] ?? '')) {
        for (let codePoint = first; codePoint <= last; codePoint++) {
          if (!byCodePoint.has(codePoint)) byCodePoint.set(codePoint, face);
        }
      }
    }
  }
  table = { faces, byCodePoint };
  return table;
}

/** The face that is always loaded: Noto Sans' Latin subset (it also draws the box for unknown characters). */
export function fallbackFace(): FontFace {
  const face = faceTable().faces[0];
  if (!face) throw new Error('No PDF font faces are installed');
  return face;
}

/** The face that draws a character; the fallback when no installed face has it. */
export function faceFor(codePoint: number): FontFace {
  return faceTable().byCodePoint.get(codePoint) ?? fallbackFace();
}

/** The woff2 file of a face in a weight. */
export function faceFile(face: FontFace, weight: FontWeight): string {
  return path.join(face.dir, `${face.id}-${weight}-normal.woff2`);
}

/** Text cut where the face changes; joined back, the runs are the text. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const face = faceFor(char.codePointAt(0) ?? 0);
    const last = runs.at(-1);
    if (last && last.face === face) last.text += char;
    else runs.push({ text: char, face });
  }
  return runs;
}

/** Every face some character of the text needs, the fallback included. */
export function facesOf(text: string): Set<FontFace> {
  const faces = new Set<FontFace>([fallbackFace()]);
  for (const char of text) faces.add(faceFor(char.codePointAt(0) ?? 0));
  return faces;
}
