import { describe, expect, it } from 'vitest';
import { facesOf, faceFor, fallbackFace, parseUnicodeRanges, textRuns } from './font-faces';

const faceOf = (char: string) => faceFor(char.codePointAt(0) ?? 0).id;

describe('parseUnicodeRanges', () => {
  it('reads single code points and ranges', () => {
    expect(parseUnicodeRanges('U+0000-00FF,U+0131, U+1f1e9-1f1f5')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x1f1e9, 0x1f1f5],
    ]);
  });
});

describe('faceFor', () => {
  it.each([
    ['a', 'noto-sans-latin'],
    ['é', 'noto-sans-latin'],
    ['…', 'noto-sans-latin'],
    ['Ł', 'noto-sans-latin-ext'],
    ['ж', 'noto-sans-cyrillic'],
    ['Ё', 'noto-sans-cyrillic'],
    ['λ', 'noto-sans-greek'],
    ['ά', 'noto-sans-greek'],
    ['ệ', 'noto-sans-vietnamese'],
  ])('%j is set in %s', (char, face) => {
    expect(faceOf(char)).toBe(face);
  });

  it.each(['北', '京', '天', '气', '跑', 'ひ', 'カ', '。', '한'])('%j is set in a Noto Sans SC slice', (char) => {
    expect(faceOf(char)).toMatch(/^noto-sans-sc-\d+$/);
  });

  it('falls back to the Latin face for a character no face has', () => {
    expect(faceFor(0xe000)).toBe(fallbackFace());
    expect(fallbackFace().id).toBe('noto-sans-latin');
  });
});

describe('textRuns', () => {
  it.each([
    ['', []],
    ['café crème', ['noto-sans-latin:café crème']],
    ['купить телефон', ['noto-sans-cyrillic:купить', 'noto-sans-latin: ', 'noto-sans-cyrillic:телефон']],
    ['Łódź', ['noto-sans-latin-ext:Ł', 'noto-sans-latin:ód', 'noto-sans-latin-ext:ź']],
  ])('%j -> %j', (text, runs) => {
    expect(textRuns(text).map((run) => `${run.face.id}:${run.text}`)).toEqual(runs);
  });

  it('cuts mixed Latin and Chinese text where the face changes and loses nothing', () => {
    const text = 'iPhone 15 手机 北京 天气';
    const runs = textRuns(text);
    expect(runs.map((run) => run.text).join('')).toBe(text);
    expect(runs[0]).toMatchObject({ text: 'iPhone 15 ' });
    for (const run of runs) expect(new Set([...run.text].map(faceOf))).toEqual(new Set([run.face.id]));
  });
});

describe('facesOf', () => {
  it('lists each face once, the fallback always', () => {
    expect([...facesOf('')].map((face) => face.id)).toEqual(['noto-sans-latin']);
    expect([...facesOf('Ελλάδα αβγ')].map((face) => face.id)).toEqual(['noto-sans-latin', 'noto-sans-greek']);
  });
});
