import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_ADVICE,
  LENGTH_VERDICT_LABELS,
  MOBILE_FRIENDLY_LABELS,
  PAGE_SPEED_LABELS,
  TITLE_ADVICE,
  DESCRIPTION_LENGTH,
  TITLE_LENGTH,
  descriptionVerdict,
  isRecommendedLength,
  lengthAdvice,
  recommendedRangeText,
  pageSpeedBand,
  textLength,
  titleVerdict,
  type LengthVerdict,
  type PageSpeedBand,
} from './verdicts';

describe('titleVerdict', () => {
  it.each<[number, LengthVerdict, string, boolean]>([
    [0, 'missing', 'Missing', false],
    [1, 'too short', 'Too short', false],
    [29, 'too short', 'Too short', false],
    [30, 'optimal', 'Optimal', false],
    [49, 'optimal', 'Optimal', false],
    [50, 'optimal', 'Optimal', true],
    [60, 'optimal', 'Optimal', true],
    [61, 'too long', 'Too long', false],
  ])('%i characters -> %s (%s), recommended: %s', (length, verdict, label, recommended) => {
    expect(titleVerdict(length)).toBe(verdict);
    expect(LENGTH_VERDICT_LABELS[verdict]).toBe(label);
    expect(isRecommendedLength(TITLE_LENGTH, length) && verdict === 'optimal').toBe(recommended);
    expect(TITLE_ADVICE[lengthAdvice(TITLE_LENGTH, length)]).toMatch(/^[A-Z].*\.$/u);
  });

  it('names the recommended sub-range', () => {
    expect(recommendedRangeText(TITLE_LENGTH, 55)).toBe('In the recommended 50–60');
    expect(recommendedRangeText(TITLE_LENGTH, 40)).toBe('Recommended: 50–60');
    expect(recommendedRangeText(DESCRIPTION_LENGTH, 130)).toBe('Recommended: 150–160');
    expect(lengthAdvice(TITLE_LENGTH, 55)).toBe('recommended');
    expect(lengthAdvice(TITLE_LENGTH, 40)).toBe('optimal');
  });
});

describe('descriptionVerdict', () => {
  it.each<[number, LengthVerdict]>([
    [0, 'missing'],
    [1, 'too short'],
    [119, 'too short'],
    [120, 'optimal'],
    [149, 'optimal'],
    [150, 'optimal'],
    [160, 'optimal'],
    [161, 'too long'],
  ])('%i characters -> %s', (length, verdict) => {
    expect(descriptionVerdict(length)).toBe(verdict);
    expect(DESCRIPTION_ADVICE[lengthAdvice(DESCRIPTION_LENGTH, length)]).toMatch(/^[A-Z].*\.$/u);
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
