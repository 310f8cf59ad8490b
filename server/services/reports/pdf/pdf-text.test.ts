import { describe, expect, it } from 'vitest';
import { hasMissingGlyphs, toWinAnsi } from './pdf-text';

describe('toWinAnsi', () => {
  it.each([
    ['running shoes', 'running shoes'],
    ['chaussures légères à €20 — “top”', 'chaussures légères à €20 — “top”'],
    ['Łódź bőr ștampilă', '?ódz bor stampila'],
    ['купить кроссовки', '?????? ?????????'],
    ['跑步鞋', '???'],
    ['tab\there\u0085', 'tab here '],
    ['emoji 👟', 'emoji ?'],
  ])('%j -> %j', (input, expected) => {
    expect(toWinAnsi(input)).toBe(expected);
  });
});

describe('hasMissingGlyphs', () => {
  it.each([
    ['running shoes', false],
    ['bőr', false],
    ['what? why?', false],
    ['купить', true],
    ['跑步鞋', true],
  ])('%j -> %s', (input, expected) => {
    expect(hasMissingGlyphs(input)).toBe(expected);
  });
});
