import type { DashboardStats } from '../../../contracts/history';
import type { Queryable } from '../../db/pool';
import { selectDashboardStats } from '../../db/queries/search-history';

/** Spec §7 dashboard stats: total checks, rounded average of positive ranks, last check date. */
export async function getDashboardStats(db: Queryable, userId: string): Promise<DashboardStats> {
  const row = await selectDashboardStats(db, userId);
  return {
    totalChecks: row.total_checks,
    averageRank: row.average_rank,
    lastCheckedAt: row.last_checked_at?.toISOString() ?? null,
  };
}
