import { describe, expect, it } from 'vitest';
import { layoutShiftText, millisecondsText, NOT_MEASURED, secondsText } from './format-metrics';

describe('metric texts', () => {
  it.each([
    [2430, '2.4 s'],
    [999, '1.0 s'],
    [0, '0.0 s'],
    [12_345, '12.3 s'],
    [null, NOT_MEASURED],
  ])('seconds of %s ms: %s', (ms, text) => {
    expect(secondsText(ms)).toBe(text);
  });

  it.each([
    [1240.4, '1,240 ms'],
    [0, '0 ms'],
    [149.5, '150 ms'],
    [null, NOT_MEASURED],
  ])('milliseconds of %s: %s', (ms, text) => {
    expect(millisecondsText(ms)).toBe(text);
  });

  it.each([
    [0.05, '0.05'],
    [0.1234, '0.123'],
    [0, '0'],
    [1.5, '1.5'],
    [null, NOT_MEASURED],
  ])('layout shift %s: %s', (value, text) => {
    expect(layoutShiftText(value)).toBe(text);
  });
});
