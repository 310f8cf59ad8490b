import { describe, expect, it } from 'vitest';
import { SEARCH_ENGINES, type SearchEngine } from '../search/engines';
import type { AccessTier } from './daily-limit';
import { checkRestriction, type FeatureRestriction } from './feature-access';

describe('checkRestriction', () => {
  const cases: [AccessTier, SearchEngine, number, FeatureRestriction][] = [
    ['guest', 'google', 0, null],
    ['free', 'google', 0, null],
    ['guest', 'google', 1, { kind: 'competitors' }],
    ['free', 'google', 3, { kind: 'competitors' }],
    ['free', 'bing', 0, { kind: 'engine', engine: 'bing' }],
    ['guest', 'yandex', 0, { kind: 'engine', engine: 'yandex' }],
    // Both rules broken: the engine is reported.
    ['free', 'baidu', 2, { kind: 'engine', engine: 'baidu' }],
  ];
  it.each(cases)('%s, %s, %i competitors -> %j', (tier, engine, competitors, expected) => {
    expect(checkRestriction(tier, engine, competitors)).toEqual(expected);
  });

  it.each(SEARCH_ENGINES.filter((engine) => engine !== 'google'))('refuses %s to free accounts', (engine) => {
    expect(checkRestriction('free', engine, 0)).toEqual({ kind: 'engine', engine });
  });
});
