import type { CheckFacts } from '../../../core/alerts/alert-event';
import { competitorMoves, competitorMoveText } from '../../../core/competitors/competitor-moves';
import type { Queryable } from '../../db/pool';
import { selectCompetitorsByUrl } from '../../db/queries/competitor-tracking';
import { insertNotification } from '../../db/queries/notifications';
import { toTrackedCompetitor } from './competitor-views';

/**
 * Notifications for the tracked competitors in a check just saved: each one that moved since the previous check
 * of the same query, as its preferences ask (rank changes, top-10 and top-3 milestones; core/competitors).
 * Written in the check's transaction, so a check that rolls back tells nothing. Competitors in the check that
 * the user does not track say nothing here; overtaking the user's site is the alert rules' 'competitor_overtakes'.
 */
export async function notifyTrackedCompetitors(db: Queryable, userId: string, facts: CheckFacts, now: Date): Promise<void> {
  if (facts.competitors.length === 0 || !facts.previous) return;
  const tracked = await selectCompetitorsByUrl(db, userId, facts.competitors.map((c) => c.url));
  const moves = competitorMoves(tracked.map(toTrackedCompetitor), facts.query, facts.competitors, facts.previous.competitors);
  for (const move of moves) {
    const { title, message } = competitorMoveText(move, facts.query.keyword);
    await insertNotification(db, {
      userId,
      type: 'competitor',
      title,
      message,
      keyword: facts.query.keyword,
      // The user's own query, so the panel's check button runs the check that showed the move. The rank fields
      // stay empty: a notification's '#N' is the user's site's rank, and the competitor's is in the message.
      websiteUrl: facts.query.websiteUrl,
      searchEngine: facts.query.searchEngine,
      location: facts.query.location,
      device: facts.query.device,
      createdAt: now,
    });
  }
}
