import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './sparkline';

describe('sparklinePoints', () => {
  it('gives each day with a check its date, leaving out the days without one', () => {
    expect(sparklinePoints({ from: '2026-10-31', ranks: [4, null, 0, 7] })).toEqual([
      { day: '2026-10-31', rank: 4 },
      { day: '2026-11-02', rank: 0 },
      { day: '2026-11-03', rank: 7 },
    ]);
  });
});
