import { describe, expect, it } from 'vitest';
import * as ranking from './index';

describe('core/ranking public API', () => {
  it('checks a typed website against a results page end to end', () => {
    const parsed = ranking.parseTarget('https://www.Example.com/');
    if (!parsed.ok) throw new Error('should parse');
    const { rank } = ranking.findPositions(parsed.target, [
      { position: 11, url: 'https://notexample.com/' },
      { position: 12, url: 'https://m.example.com/' },
    ]);
    expect(rank).toBe(12);
    expect(ranking.pageOfRank(rank)).toBe(2);
    expect(ranking.resultTypeOf(rank)).toBe('organic');
    expect(ranking.RANK_BANDS[ranking.rankBand(rank)].colour).toBe('yellow');
    expect(ranking.normalizeKeyword(' seo _')).toBe('seo');
  });
});
