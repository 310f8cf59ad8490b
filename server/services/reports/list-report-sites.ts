import type { ReportSites } from '../../../contracts/report';
import type { Queryable } from '../../db/pool';
import { selectReportSites } from '../../db/queries/report-rows';

/** The sites the user has checked (as stored), most checked first, for choosing what to report on. */
export async function listReportSites(db: Queryable, userId: string): Promise<ReportSites> {
  const rows = await selectReportSites(db, userId);
  return { sites: rows.map((row) => ({ site: row.site, checks: row.checks, lastCheckedAt: row.last_checked_at.toISOString() })) };
}
