import type { ReportSites } from '../../../contracts/report';
import type { Queryable } from '../../db/pool';
import { selectReportSites, selectSiteTags } from '../../db/queries/report-rows';

/** The sites the user has checked (as stored), most checked first, with their tags, for choosing what to report on. */
export async function listReportSites(db: Queryable, userId: string): Promise<ReportSites> {
  const [rows, tags] = await Promise.all([selectReportSites(db, userId), selectSiteTags(db, userId)]);
  return {
    sites: rows.map((row) => ({ site: row.site, checks: row.checks, lastCheckedAt: row.last_checked_at.toISOString(), tags: tags.get(row.site) ?? [] })),
  };
}
