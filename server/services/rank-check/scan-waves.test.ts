import { describe, expect, it } from 'vitest';
import { SEARCH_ENGINES } from '../../../core/search/engines';
import { pagesToCover } from '../../../core/search/paging';
import { planScanWaves } from './scan-waves';

describe('planScanWaves', () => {
  it('fetches page 1 alone, then pages 2-4, then 5-10 for 10-result pages', () => {
    expect(planScanWaves('google')).toEqual([
      { pages: [1], from: 1, to: 10 },
      { pages: [2, 3, 4], from: 11, to: 40 },
      { pages: [5, 6, 7, 8, 9, 10], from: 41, to: 100 },
    ]);
  });

  it.each(SEARCH_ENGINES)('covers every page of %s exactly once, in order, in at most 3 waves', (engine) => {
    const waves = planScanWaves(engine);
    expect(waves.length).toBeLessThanOrEqual(3);
    expect(waves.flatMap((w) => w.pages)).toEqual(Array.from({ length: pagesToCover(engine) }, (_, i) => i + 1));
    expect(waves.at(-1)?.to).toBe(100);
  });
});
