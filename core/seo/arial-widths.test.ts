import { describe, expect, it } from 'vitest';
import { graphemeWidthEm, graphemes, textWidthPx } from './arial-widths';

describe('graphemeWidthEm', () => {
  it.each<[string, number]>([
    [' ', 0.278],
    ['i', 0.222],
    ['W', 0.944],
    ['m', 0.833],
    ['0', 0.556],
    ['@', 1.015],
    ['é', 0.556], // as wide as 'e'
    ['Ü', 0.722], // as wide as 'U'
    ['e\u0301', 0.556], // e + combining acute: the accent adds nothing
    ['…', 1],
    ['—', 1],
    ['東', 1],
    ['ホ', 1],
    ['한', 1],
    ['𠮷', 1], // outside the BMP
    ['👟', 1],
    ['👩‍💻', 1], // one grapheme joined from two emoji
    ['\u200b', 0],
    ['Ж', 0.556], // Cyrillic: the default
  ])('%j is %f em', (grapheme, em) => {
    expect(graphemeWidthEm(grapheme)).toBeCloseTo(em, 3);
  });
});

describe('graphemes', () => {
  it('keeps emoji, flags and accents whole', () => {
    expect(graphemes('a👩‍💻🇯🇵e\u0301')).toEqual(['a', '👩‍💻', '🇯🇵', 'e\u0301']);
  });
});

describe('textWidthPx', () => {
  it('adds the widths at the font size', () => {
    // W (0.944) + i (0.222) at 20 px
    expect(textWidthPx('Wi', 20)).toBeCloseTo(23.32, 2);
    expect(textWidthPx('', 20)).toBe(0);
  });
});
