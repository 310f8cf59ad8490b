import type { CompetitorHistoryEntry, CompetitorStatistics } from '../../../contracts/competitor';
import { competitorStatistics, STATISTICS_CHECKS } from '../../../core/competitors/competitor-statistics';
import type { Queryable } from '../../db/pool';
import { selectCompetitorChecks } from '../../db/queries/competitor-history';
import { selectCompetitor } from '../../db/queries/competitor-tracking';
import { assertCompetitorTracking } from './competitor-access';
import { toHistoryEntry } from './competitor-views';
import { notFound } from './manage-competitors';

async function competitorUrl(db: Queryable, userId: string, id: string, now: Date): Promise<string> {
  await assertCompetitorTracking(db, userId, now);
  const competitor = await selectCompetitor(db, userId, id);
  if (!competitor) throw notFound();
  return competitor.competitor_url;
}

/** Spec §7 competitor history: the user's checks that included the competitor, newest first. */
export async function getCompetitorHistory(db: Queryable, userId: string, id: string, limit: number, now: Date): Promise<CompetitorHistoryEntry[]> {
  const url = await competitorUrl(db, userId, id, now);
  return (await selectCompetitorChecks(db, userId, url, limit)).map(toHistoryEntry);
}

/** Spec §7 competitor statistics: over the latest 10 checks that included the competitor. */
export async function getCompetitorStatistics(db: Queryable, userId: string, id: string, now: Date): Promise<CompetitorStatistics> {
  const url = await competitorUrl(db, userId, id, now);
  const rows = await selectCompetitorChecks(db, userId, url, STATISTICS_CHECKS);
  return competitorStatistics(rows.map((row) => ({ rank: row.rank, yourRank: row.your_rank })));
}
