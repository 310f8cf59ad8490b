import { describe, expect, it } from 'vitest';
import { checkWebhookEvents, rankMovement, type SavedCheckEvent } from './check-webhook-events';

const CHECK: SavedCheckEvent = {
  checkId: '42',
  query: { websiteUrl: 'example.com', keyword: 'running shoes', searchEngine: 'google', location: 'us', device: 'desktop' },
  rank: 7,
  page: 1,
  matchedUrl: 'https://example.com/shoes',
  previousRank: 12,
  competitors: [{ url: 'rival.com', rank: 3 }],
  checkedAt: new Date('2026-11-24T09:00:00Z'),
  scheduled: false,
  simulated: false,
};

describe('rankMovement', () => {
  it.each([
    [12, 7, { change: 5, direction: 'up' }],
    [7, 12, { change: -5, direction: 'down' }],
    [2, 1, { change: 1, direction: 'up' }],
    [0, 9, { change: null, direction: 'found' }],
    [9, 0, { change: null, direction: 'lost' }],
  ])('from %i to %i', (previousRank, rank, movement) => {
    expect(rankMovement(previousRank, rank)).toEqual(movement);
  });
});

describe('checkWebhookEvents', () => {
  it('describes every saved check as check.completed, with the query, the outcome and where it came from', () => {
    const [completed] = checkWebhookEvents({ ...CHECK, previousRank: null, scheduled: true, simulated: true });
    expect(completed).toEqual({
      type: 'check.completed',
      data: {
        checkId: '42',
        websiteUrl: 'example.com',
        keyword: 'running shoes',
        searchEngine: 'google',
        location: 'us',
        device: 'desktop',
        rank: 7,
        page: 1,
        matchedUrl: 'https://example.com/shoes',
        previousRank: null,
        competitors: [{ url: 'rival.com', rank: 3 }],
        serpFeatures: null,
        aiOverview: null,
        checkedAt: '2026-11-24T09:00:00.000Z',
        scheduled: true,
        simulated: true,
      },
    });
  });

  it('adds rank.changed when the rank differs from the previous check of the query', () => {
    const events = checkWebhookEvents(CHECK);
    expect(events.map((event) => event.type)).toEqual(['check.completed', 'rank.changed']);
    expect(events[1]?.data).toEqual({
      checkId: '42',
      websiteUrl: 'example.com',
      keyword: 'running shoes',
      searchEngine: 'google',
      location: 'us',
      device: 'desktop',
      previousRank: 12,
      rank: 7,
      change: 5,
      direction: 'up',
      matchedUrl: 'https://example.com/shoes',
      checkedAt: '2026-11-24T09:00:00.000Z',
      scheduled: false,
      simulated: false,
    });
  });

  it.each([
    ['the first check of a query', { previousRank: null }],
    ['an unchanged rank', { previousRank: 7 }],
    ['not found again', { previousRank: 0, rank: 0, page: 0, matchedUrl: null }],
  ])('sends no rank.changed for %s', (_case, overrides) => {
    expect(checkWebhookEvents({ ...CHECK, ...overrides }).map((event) => event.type)).toEqual(['check.completed']);
  });

  it('says a site that dropped out was lost, without a count of positions', () => {
    const changed = checkWebhookEvents({ ...CHECK, rank: 0, page: 0, matchedUrl: null, previousRank: 4 })[1];
    expect(changed?.data).toMatchObject({ previousRank: 4, rank: 0, change: null, direction: 'lost', matchedUrl: null });
  });
});
