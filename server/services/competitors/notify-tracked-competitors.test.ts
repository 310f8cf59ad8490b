import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CheckFacts } from '../../../core/alerts/alert-event';
import { createPool, type Pool } from '../../db/pool';
import { insertCompetitor, type CompetitorFields } from '../../db/queries/competitor-tracking';
import { insertVerifiedUser } from '../../testing/sign-in';
import { notifyTrackedCompetitors } from './notify-tracked-competitors';

const tracked = (competitorUrl: string, change: Partial<CompetitorFields> = {}): CompetitorFields => ({
  competitorUrl,
  competitorName: null,
  keywords: ['running shoes'],
  locations: ['us'],
  searchEngines: ['google'],
  autoTrack: true,
  notificationPreferences: { rankChange: true, milestone: true },
  ...change,
});

const facts = (competitors: [string, number][], previous: [string, number][] | null): CheckFacts => ({
  query: { websiteUrl: 'example.com', keyword: 'running shoes', searchEngine: 'google', location: 'us', device: 'desktop' },
  rank: 5,
  matchedUrl: 'https://example.com/',
  competitors: competitors.map(([url, rank]) => ({ url, rank })),
  previous: previous && { rank: 5, matchedUrl: 'https://example.com/', competitors: previous.map(([url, rank]) => ({ url, rank })) },
  previousPositive: previous && { rank: 5, matchedUrl: 'https://example.com/' },
});

describe('notifyTrackedCompetitors', () => {
  let pool: Pool;
  const now = new Date('2026-11-24T10:00:00Z');
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  const notificationsOf = async (userId: string) =>
    (
      await pool.query<{ type: string; title: string; message: string; website_url: string; keyword: string; rank_position: number | null }>(
        'select type, title, message, website_url, keyword, rank_position from notifications where user_id = $1 order by id',
        [userId],
      )
    ).rows;

  it('tells the user how their tracked competitors moved, as each one’s preferences ask', async () => {
    const { userId } = await insertVerifiedUser(pool);
    await insertCompetitor(pool, userId, tracked('rival.com'), now);
    await insertCompetitor(pool, userId, tracked('quiet.com', { notificationPreferences: { rankChange: false, milestone: false } }), now);
    await insertCompetitor(pool, userId, tracked('climber.com', { notificationPreferences: { rankChange: false, milestone: true } }), now);
    await insertCompetitor(pool, userId, tracked('elsewhere.com', { locations: ['gb'] }), now);

    await notifyTrackedCompetitors(
      pool,
      userId,
      facts(
        [['rival.com', 4], ['quiet.com', 1], ['climber.com', 9], ['elsewhere.com', 1], ['untracked.com', 1]],
        [['rival.com', 7], ['quiet.com', 20], ['climber.com', 12], ['elsewhere.com', 20], ['untracked.com', 50]],
      ),
      now,
    );
    expect(await notificationsOf(userId)).toEqual([
      {
        type: 'competitor',
        title: 'Competitor moved up',
        message: 'rival.com moved up 3 to #4 for “running shoes” (was #7).',
        website_url: 'example.com',
        keyword: 'running shoes',
        rank_position: null,
      },
      {
        type: 'competitor',
        title: 'Competitor entered the top 10',
        message: 'climber.com entered the top 10 for “running shoes”: now #9, up from #12.',
        website_url: 'example.com',
        keyword: 'running shoes',
        rank_position: null,
      },
    ]);
  });

  it('says nothing on a first check, or for a competitor another user tracks', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const other = await insertVerifiedUser(pool);
    await insertCompetitor(pool, other.userId, tracked('rival.com'), now);
    await notifyTrackedCompetitors(pool, userId, facts([['rival.com', 4]], [['rival.com', 7]]), now);
    await insertCompetitor(pool, userId, tracked('rival.com'), now);
    await notifyTrackedCompetitors(pool, userId, facts([['rival.com', 4]], null), now);
    expect(await notificationsOf(userId)).toEqual([]);
    expect(await notificationsOf(other.userId)).toEqual([]);
  });
});
