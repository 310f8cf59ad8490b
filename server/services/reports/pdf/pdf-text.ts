/**
 * The standard PDF fonts (Helvetica) only have the WinAnsi character set: Latin-1 plus a few typographic marks.
 * Anything else would be written as garbage codes, so text is folded to what the font can show first.
 */
const WIN_ANSI_EXTRAS = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((char) => char.codePointAt(0) ?? 0),
);

/** Shown for a character the font cannot draw (Cyrillic, Chinese, emoji...). */
export const MISSING_GLYPH = '?';

function isWinAnsi(codePoint: number): boolean {
  return (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || WIN_ANSI_EXTRAS.has(codePoint);
}

/**
 * Text as the standard fonts can draw it: characters outside WinAnsi lose their accents when that makes them
 * drawable (ő -> o, ș -> s), others become MISSING_GLYPH; control characters become spaces.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (isWinAnsi(codePoint)) out += char;
    else if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) out += ' ';
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base.length > 0 && [...base].every((c) => isWinAnsi(c.codePointAt(0) ?? 0)) ? base : MISSING_GLYPH;
    }
  }
  return out;
}

/** True when some of the text cannot be drawn by the standard fonts even without accents. */
export function hasMissingGlyphs(text: string): boolean {
  return toWinAnsi(text).includes(MISSING_GLYPH) && !text.includes(MISSING_GLYPH);
}
