/**
 * Advance widths of Arial, in thousandths of an em, for printable ASCII (U+0020 space … U+007E tilde).
 * Arial was drawn to share Helvetica's metrics, so these are the published Helvetica widths.
 */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, //  !"#$%&'()*+,-./
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0-9 :;<=>?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @A-O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P-Z [\]^_
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // `a-o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p-z {|}~
];

/** Punctuation common in titles whose width differs from the default below. */
const OTHER_WIDTHS = new Map<string, number>([
  ['\u00a0', 278], // no-break space
  ['\u00ad', 0], // soft hyphen: invisible unless the line breaks there
  ['\u200b', 0], // zero-width space
  ['\u00a9', 737], // ©
  ['\u00ae', 737], // ®
  ['\u00b7', 278], // ·
  ['\u00ab', 556], // «
  ['\u00bb', 556], // »
  ['\u00d7', 584], // ×
  ['\u2013', 556], // –
  ['\u2014', 1000], // —
  ['\u2018', 222], // ‘
  ['\u2019', 222], // ’
  ['\u201c', 333], // “
  ['\u201d', 333], // ”
  ['\u2022', 350], // •
  ['\u2026', 1000], // …
  ['\u203a', 333], // ›
  ['\u20ac', 556], // €
  ['\u2122', 1000], // ™
]);

/** Arial's width for letters and symbols it has but the tables above do not list (its digit width). */
const DEFAULT_WIDTH = 556;

/** Full-width characters draw one em wide: CJK ideographs, kana, Hangul, full-width forms. */
const FULL_WIDTH =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

/** Emoji come from a colour font and draw about one em wide, like a CJK character. */
const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * Width in em of one grapheme (what a reader sees as one character). Only its first code point is
 * measured: the rest are combining accents, variation selectors or emoji joiners that add no width.
 */
export function graphemeWidthEm(grapheme: string): number {
  const first = String.fromCodePoint(grapheme.codePointAt(0) ?? 0x20);
  const code = first.codePointAt(0) ?? 0x20;
  if (code >= 0x20 && code <= 0x7e) return (ASCII_WIDTHS[code - 0x20] ?? DEFAULT_WIDTH) / 1000;
  const listed = OTHER_WIDTHS.get(first);
  if (listed !== undefined) return listed / 1000;
  if (FULL_WIDTH.test(first) || EMOJI.test(first)) return 1;
  // Accented Latin letters are as wide as their base letter: 'é' as 'e', 'Ü' as 'U'.
  const base = first.normalize('NFD').codePointAt(0) ?? code;
  if (base >= 0x20 && base <= 0x7e) return (ASCII_WIDTHS[base - 0x20] ?? DEFAULT_WIDTH) / 1000;
  return DEFAULT_WIDTH / 1000;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The graphemes of a text, so a cut never splits an emoji, a flag or a letter from its accent. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** Width in pixels of a text set in Arial at `fontPx`. */
export function textWidthPx(text: string, fontPx: number): number {
  let em = 0;
  for (const grapheme of graphemes(text)) em += graphemeWidthEm(grapheme);
  return em * fontPx;
}
