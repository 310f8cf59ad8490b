import type { Device } from '../search/devices';
import type { SearchEngine } from '../search/engines';
import { graphemeWidthEm, graphemes, textWidthPx } from './arial-widths';
import { serpDisplayUrl } from './serp-display-url';
import { serpLimits } from './serp-limits';

/**
 * What a cut line ends with. Google cuts after a whole word and writes a space and three full stops
 * ("Best Running Shoes for ..."), not the single '…' character; using the same characters makes the
 * preview read like the real result and measures the same width.
 */
export const SERP_ELLIPSIS = ' ...';

const SPACE = /^\s$/u;
/** Punctuation left dangling before the ellipsis ("Shoes - ...") is dropped, as Google drops it. */
const DANGLING = /[\s\-–—|:;,·•/]+$/u;

/** Chinese, Japanese and Korean text may break between any two characters (CSS `word-break: normal`). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

function isCjk(grapheme: string | undefined): boolean {
  return grapheme !== undefined && CJK.test(grapheme);
}

/** A line may break before index `i`: at a space, or anywhere between CJK characters (they use no spaces). */
function isBreak(parts: readonly string[], i: number): boolean {
  const before = parts[i - 1];
  const after = parts[i];
  if (after !== undefined && SPACE.test(after)) return true;
  if (before !== undefined && SPACE.test(before)) return true;
  return isCjk(before) || isCjk(after);
}

/**
 * Cuts `text` the way a results page does when it is wider than `maxPx` in Arial at `fontPx`: after the
 * last whole word that fits together with the ellipsis. A single word wider than the line is cut inside
 * it. Cuts fall between graphemes, so an emoji, a surrogate pair or an accent is never split.
 */
export function cutToWidth(text: string, maxPx: number, fontPx: number): { text: string; cut: boolean } {
  if (textWidthPx(text, fontPx) <= maxPx) return { text, cut: false };
  const parts = graphemes(text);
  const budget = maxPx - textWidthPx(SERP_ELLIPSIS, fontPx);
  let used = 0;
  let fit = 0;
  while (fit < parts.length) {
    const width = graphemeWidthEm(parts[fit] ?? '') * fontPx;
    if (used + width > budget) break;
    used += width;
    fit++;
  }
  let end = fit;
  for (let i = fit; i > 0; i--) {
    if (isBreak(parts, i)) {
      end = i;
      break;
    }
  }
  const kept = parts.slice(0, end).join('').replace(DANGLING, '');
  return { text: kept === '' ? SERP_ELLIPSIS.trim() : kept + SERP_ELLIPSIS, cut: true };
}

/** Whitespace as a browser renders it: runs of ASCII whitespace become one space, ends trimmed. */
function collapse(text: string): string {
  return text.replace(/[\t\n\f\r ]+/gu, ' ').trim();
}

export interface SerpPreview {
  title: { text: string; cut: boolean };
  /** Null when the page has no meta description: the engine then picks a snippet from the page text. */
  description: { text: string; cut: boolean } | null;
  displayUrl: string;
}

/**
 * How the page's result will look on `engine` for `device`: title and description cut to the widths
 * above, and the address as a breadcrumb. Without a title, engines show the site's name; the host stands
 * in for it.
 */
export function serpPreview(input: {
  engine: SearchEngine;
  device: Device;
  title: string | null;
  description: string | null;
  url: string;
}): SerpPreview {
  const limits = serpLimits(input.engine, input.device);
  const displayUrl = serpDisplayUrl(input.url);
  const title = collapse(input.title ?? '') || (displayUrl.split(' › ')[0] ?? displayUrl);
  const description = collapse(input.description ?? '');
  return {
    title: cutToWidth(title, limits.title.maxPx, limits.title.fontPx),
    description:
      description === '' ? null : cutToWidth(description, limits.description.maxPx, limits.description.fontPx),
    displayUrl,
  };
}
