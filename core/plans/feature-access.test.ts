import { describe, expect, it } from 'vitest';
import { SEARCH_ENGINES, type SearchEngine } from '../search/engines';
import type { AccessTier } from './daily-limit';
import { checkRestriction, tierFeatures, type FeatureRestriction } from './feature-access';

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
    ['trial', 'bing', 3, null],
    ['trial', 'google', 1, null],
    ['pro', 'yandex', 2, null],
    ['enterprise', 'duckduckgo', 3, null],
  ];
  it.each(cases)('%s, %s, %i competitors -> %j', (tier, engine, competitors, expected) => {
    expect(checkRestriction(tier, engine, competitors)).toEqual(expected);
  });

  it.each(SEARCH_ENGINES.filter((engine) => engine !== 'google'))('refuses %s to guests and free accounts', (engine) => {
    expect(checkRestriction('free', engine, 0)).toEqual({ kind: 'engine', engine });
    expect(checkRestriction('guest', engine, 0)).toEqual({ kind: 'engine', engine });
  });

  it.each(['trial', 'pro', 'enterprise'] as const)('%s may use every engine with competitors', (tier) => {
    for (const engine of SEARCH_ENGINES) expect(checkRestriction(tier, engine, 3)).toBeNull();
  });
});

describe('tierFeatures', () => {
  it.each<[AccessTier, readonly string[], boolean, boolean, boolean, boolean, boolean]>([
    ['guest', ['google'], false, false, false, false, false],
    ['free', ['google'], false, false, false, false, false],
    ['trial', SEARCH_ENGINES, true, true, false, false, true],
    ['pro', SEARCH_ENGINES, true, true, true, false, true],
    ['enterprise', SEARCH_ENGINES, true, true, true, true, true],
  ])(
    '%s -> engines %j, competitors %s, PDF %s, scheduled reports %s, white label %s, API %s',
    (tier, engines, competitorTracking, pdfReports, scheduledReports, whiteLabel, api) => {
      expect(tierFeatures(tier)).toEqual({ engines, competitorTracking, pdfReports, scheduledReports, whiteLabel, api });
    },
  );
});
