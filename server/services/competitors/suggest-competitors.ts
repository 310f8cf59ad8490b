import type { CompetitorSuggestion } from '../../../contracts/competitor';
import { suggestCompetitors } from '../../../core/competitors/suggest-competitors';
import type { Queryable } from '../../db/pool';
import { selectCompetitors } from '../../db/queries/competitor-tracking';
import { assertCompetitorTracking } from './competitor-access';

/**
 * Spec §6 suggested competitors for the checker's keyword: tracked competitors with auto-track whose keywords
 * match it (core/competitors), the first 3. A user tracks at most 50, so they are matched here, not in SQL.
 */
export async function getSuggestedCompetitors(db: Queryable, userId: string, keyword: string, now: Date): Promise<CompetitorSuggestion[]> {
  await assertCompetitorTracking(db, userId, now);
  const tracked = (await selectCompetitors(db, userId)).map((row) => ({
    id: row.id,
    competitorUrl: row.competitor_url,
    competitorName: row.competitor_name,
    autoTrack: row.auto_track,
    keywords: row.keywords,
  }));
  return suggestCompetitors(tracked, keyword).map(({ id, competitorUrl, competitorName }) => ({ id, competitorUrl, competitorName }));
}
