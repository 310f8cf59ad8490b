import type { Report, ReportRequest } from '../../../contracts/report';
import { buildReport } from '../../../core/reports/build-report';
import type { ReportCheck } from '../../../core/reports/report-input';
import { periodBounds, periodProblem } from '../../../core/reports/report-period';
import { isDevice } from '../../../core/search/devices';
import { isSearchEngine } from '../../../core/search/engines';
import { isPageBlock } from '../../../core/search/serp-features';
import { isSimulatedSource } from '../../../core/search/serp-source';
import type { Queryable } from '../../db/pool';
import { MAX_REPORT_ROWS, selectReportRows, type ReportRow } from '../../db/queries/report-rows';
import { AppError } from '../../errors';
import { loadUserPlan } from '../plans/load-user-plan';
import { loadBrandingFor } from './load-branding-for';

function toReportCheck(row: ReportRow): ReportCheck {
  if (!isSearchEngine(row.search_engine)) throw new Error(`search_history has unknown engine ${row.search_engine}`);
  // Guessing a device would fold one query's ranks into another's, so a bad row fails like a bad engine.
  if (!isDevice(row.device)) throw new Error(`search_history has unknown device ${row.device}`);
  return {
    keyword: row.keyword,
    engine: row.search_engine,
    location: row.location,
    device: row.device,
    simulated: isSimulatedSource(row.source),
    rank: row.rank_position,
    competitors: row.competitors.map(({ url, rank }) => ({ url, rank })),
    checkedAt: row.checked_at,
    aiOverview: row.ai_overview,
    featuresHeld: row.features_held?.filter(isPageBlock) ?? null,
  };
}

/**
 * The user's period report of one site (site as stored, e.g. "example.com"): whole days from..to in the user's
 * time zone, built by core/reports from that user's checks only (with a tag, those of the queries tracked with it). A site the user never checked gives an empty
 * report, not an error, so nobody can learn whether another account tracks it. Branding is filled when the
 * user's tier includes white label and branding is saved. 400 INVALID_INPUT for a reversed or overlong period,
 * or one holding more than MAX_REPORT_ROWS checks (a shorter one is the answer).
 */
export async function getReport(db: Queryable, userId: string, request: ReportRequest, now: Date): Promise<Report> {
  const problem = periodProblem(request.from, request.to);
  if (problem) throw new AppError('INVALID_INPUT', problem);
  const { tier, timeZone } = await loadUserPlan(db, userId, now);
  const { start, endExclusive } = periodBounds(request.from, request.to, timeZone);
  const [rows, branding] = await Promise.all([
    selectReportRows(db, userId, request.site, start, endExclusive, MAX_REPORT_ROWS + 1, request.tag || undefined),
    loadBrandingFor(db, userId, tier),
  ]);
  if (rows.length > MAX_REPORT_ROWS) {
    throw new AppError('INVALID_INPUT', `This period holds more than ${MAX_REPORT_ROWS.toLocaleString('en-US')} checks of ${request.site}. Please choose a shorter period.`);
  }
  const report = buildReport({
    site: request.site,
    from: request.from,
    to: request.to,
    timeZone,
    checks: rows.map(toReportCheck),
    now,
  });
  return { ...report, tag: request.tag || null, branding };
}
