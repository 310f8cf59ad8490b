import { describe, expect, it } from 'vitest';
import { bestKeywordMatch, cleanKeywords, keywordMatch } from './keyword-match';

describe('keywordMatch', () => {
  it.each([
    { typed: 'running shoes', tracked: 'running shoes', match: 'exact' },
    { typed: '  Running   SHOES__ ', tracked: 'running shoes', match: 'exact' },
    { typed: 'running shoes', tracked: 'shoes', match: 'partial' },
    { typed: 'shoes', tracked: 'best running shoes', match: 'partial' },
    { typed: 'best running', tracked: 'best running shoes', match: 'partial' },
    { typed: 'run', tracked: 'running shoes', match: null },
    { typed: 'shoe', tracked: 'shoes', match: null },
    { typed: 'running boots', tracked: 'running shoes', match: null },
    { typed: 'shoes running', tracked: 'running shoes', match: null },
    { typed: '', tracked: 'running shoes', match: null },
    { typed: 'running shoes', tracked: '  ', match: null },
  ])('$typed vs $tracked: $match', ({ typed, tracked, match }) => {
    expect(keywordMatch(typed, tracked)).toBe(match);
  });
});

describe('bestKeywordMatch', () => {
  it.each([
    { tracked: ['shoes', 'running shoes'], match: 'exact' },
    { tracked: ['boots', 'shoes'], match: 'partial' },
    { tracked: ['boots'], match: null },
    { tracked: [], match: null },
  ])('running shoes among $tracked: $match', ({ tracked, match }) => {
    expect(bestKeywordMatch('running shoes', tracked)).toBe(match);
  });
});

describe('cleanKeywords', () => {
  it('normalises, drops blanks and keeps the first spelling of a repeated keyword', () => {
    expect(cleanKeywords([' running  shoes_', '', 'Running Shoes', '   ', 'trail shoes'])).toEqual(['running shoes', 'trail shoes']);
  });
});
