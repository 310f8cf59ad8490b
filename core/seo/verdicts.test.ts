import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_ADVICE,
  LENGTH_VERDICT_LABELS,
  MOBILE_FRIENDLY_LABELS,
  PAGE_SPEED_LABELS,
  TITLE_ADVICE,
  descriptionVerdict,
  pageSpeedBand,
  textLength,
  titleVerdict,
  type LengthVerdict,
  type PageSpeedBand,
} from './verdicts';

describe('titleVerdict', () => {
  it.each<[number, LengthVerdict, string]>([
    [0, 'missing', 'Missing'],
    [1, 'too short', 'Too short'],
    [29, 'too short', 'Too short'],
    [30, 'optimal', 'Optimal'],
    [49, 'optimal', 'Optimal'],
    [50, 'recommended', 'Recommended length'],
    [60, 'recommended', 'Recommended length'],
    [61, 'too long', 'Too long'],
  ])('%i characters -> %s (%s)', (length, verdict, label) => {
    expect(titleVerdict(length)).toBe(verdict);
    expect(LENGTH_VERDICT_LABELS[verdict]).toBe(label);
    expect(TITLE_ADVICE[verdict]).toMatch(/^[A-Z].*\.$/u);
  });
});

describe('descriptionVerdict', () => {
  it.each<[number, LengthVerdict]>([
    [0, 'missing'],
    [1, 'too short'],
    [119, 'too short'],
    [120, 'optimal'],
    [149, 'optimal'],
    [150, 'recommended'],
    [160, 'recommended'],
    [161, 'too long'],
  ])('%i characters -> %s', (length, verdict) => {
    expect(descriptionVerdict(length)).toBe(verdict);
    expect(DESCRIPTION_ADVICE[verdict]).toMatch(/^[A-Z].*\.$/u);
  });
});

describe('pageSpeedBand', () => {
  it.each<[number, PageSpeedBand, string]>([
    [0, 'poor', 'Poor'],
    [49, 'poor', 'Poor'],
    [50, 'needs improvement', 'Needs improvement'],
    [89, 'needs improvement', 'Needs improvement'],
    [90, 'excellent', 'Excellent'],
    [100, 'excellent', 'Excellent'],
  ])('score %i -> %s (%s)', (score, band, label) => {
    expect(pageSpeedBand(score)).toBe(band);
    expect(PAGE_SPEED_LABELS[band]).toBe(label);
  });
});

describe('MOBILE_FRIENDLY_LABELS', () => {
  it('says Yes, No or Unknown', () => {
    expect(MOBILE_FRIENDLY_LABELS).toEqual({ yes: 'Yes', no: 'No', unknown: 'Unknown' });
  });
});

describe('textLength', () => {
  it.each<[string, number]>([
    ['', 0],
    ['Shoes', 5],
    ['Café', 4],
    ['Best shoes 👟', 12],
    ['𠮷野家', 3],
    ['東京 ホテル', 6],
  ])('%j has %i characters', (text, length) => {
    expect(textLength(text)).toBe(length);
  });
});
