import { describe, expect, it } from 'vitest';
import type { KeywordSeries } from '../../contracts/history';
import { seriesStats } from '../../core/history/series-stats';
import { trendText } from './trend-text';

function series(ranks: number[], options: { simulated?: boolean; truncated?: boolean } = {}): KeywordSeries {
  const points = ranks.map((rank, i) => ({
    checkedAt: new Date(Date.UTC(2026, 10, 1 + i, 8)).toISOString(),
    rank,
    competitors: i === ranks.length - 1 ? [{ url: 'rival.com', rank: 0 }] : [],
    simulated: options.simulated ?? false,
    aiOverview: null,
  }));
  return {
    query: { site: 'example.com', keyword: 'trail shoes', engine: 'google', location: 'us', device: 'mobile' },
    points,
    competitors: ['rival.com'],
    stats: seriesStats(points),
    truncated: options.truncated ?? false,
  };
}

describe('trendText', () => {
  it('gives the span, latest and first rank, best, worst, average, movement and misses', () => {
    expect(trendText(series([12, 0, 8, 3])).split('\n')).toEqual([
      '"trail shoes" for example.com on Google · United States · mobile: 4 checks from 2026-11-01 08:00 UTC to 2026-11-04 08:00 UTC.',
      'Latest: #3 (page 1). First: #12 (page 2).',
      'Best #3, worst #12, average 7.7 (over the checks where it was found).',
      'Movement between the first and the latest check where it was found: up 9 places.',
      'Not found in 1 of 4 checks.',
      'Checks, oldest first: 2026-11-01 08:00 UTC #12; 2026-11-02 08:00 UTC not found; 2026-11-03 08:00 UTC #8; 2026-11-04 08:00 UTC #3',
      'Competitors at the latest check: rival.com not found',
    ]);
  });

  it.each([
    [[2, 3], 'down 1 place'],
    [[5, 5], 'unchanged'],
  ])('words the movement of %j as %s', (ranks, words) => {
    expect(trendText(series(ranks))).toContain(`found: ${words}.`);
  });

  it('says when the site was never found, only the latest checks are listed, and results were simulated', () => {
    const text = trendText(series(Array.from({ length: 12 }, () => 0), { simulated: true, truncated: true }));
    expect(text).toContain('The site was not found in the top 100 in any of these checks.');
    expect(text).not.toContain('Best');
    expect(text).toContain('Only the latest checks are included; older ones exist.');
    expect(text).toContain('Latest 10 checks, oldest first: 2026-11-03 08:00 UTC not found;');
    expect(text).toContain('simulated results, not real rankings');
  });
});
