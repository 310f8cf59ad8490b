import { describe, expect, it } from 'vitest';
import type { AccessTier } from './daily-limit';
import { maxTrackedQueries } from './tracking-limits';

describe('maxTrackedQueries', () => {
  it.each<[AccessTier, number]>([
    ['guest', 0],
    ['free', 3],
    ['trial', 7000],
    ['pro', 7000],
    ['enterprise', 40_000],
  ])('%s holds %i tracked queries when Pro is set to 7,000 and Enterprise to 40,000', (tier, max) => {
    expect(maxTrackedQueries(tier, { pro: 7000, enterprise: 40_000 })).toBe(max);
  });
});
