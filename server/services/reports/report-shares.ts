import { addLocalDays, localDateOf, userTimeZone } from '../../../core/plans/local-day';
import type { Acting } from '../../../core/workspaces/acting';
import { formatIsoDay, periodProblem } from '../../../core/reports/report-period';
import { selectUserTimeZone } from '../../db/queries/history-time-zone';
import type { Report, ReportShare } from '../../../contracts/report';
import type { Queryable } from '../../db/pool';
import {
  insertReportShare,
  revokeReportShare as revokeShareRow,
  selectLiveShareByTokenHash,
  selectReportShares,
  type ReportShareRow,
} from '../../db/queries/report-shares';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { hashToken, newToken } from '../tokens/random-token';
import { getReport } from './get-report';
import type { ShareTokenCipher } from './share-token-cipher';
import { consumeRateLimit, type RateLimitRule } from '../usage/rate-limiter';
import { assertReportSite } from './report-site';

/** Links one account may make an hour: each is a row and a public page, so a script cannot make them by the million. */
export const REPORT_SHARE_LIMIT: RateLimitRule = {
  bucket: 'report_share:account',
  limit: 30,
  windowMs: 60 * 60_000,
  message: 'You can make up to 30 report links an hour. Please try again later.',
};

export const SHARE_UNAVAILABLE_MESSAGE = 'This report link is no longer available.';

export interface ReportShareDeps {
  db: Queryable;
  cipher: ShareTokenCipher;
  appUrl: string;
}

export interface CreateShareInput {
  site: string;
  from: string;
  to: string;
  tag?: string | undefined;
  expiresAt?: string | null | undefined;
  rollingDays?: 7 | 30 | 90 | null | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 32 random bytes in base64url: exactly 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function toShare(row: ReportShareRow, deps: ReportShareDeps): ReportShare {
  const token = deps.cipher.open(row.token_sealed);
  return {
    id: row.id,
    site: row.site,
    from: row.from_day,
    to: row.to_day,
    tag: row.tag,
    rollingDays: row.rolling_days,
    // Empty when the token was sealed under a former SESSION_SECRET: the link still opens but cannot be shown.
    url: token ? `${deps.appUrl}/report/${token}` : '',
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/**
 * Creates a public link to the user's report of `site` (one they have checked) over the period; the answer carries
 * its URL. At most REPORT_SHARE_LIMIT an hour.
 */
export async function createReportShare(deps: ReportShareDeps, by: Acting, input: CreateShareInput, now: Date): Promise<ReportShare> {
  const userId = by.workspaceId;
  const problem = periodProblem(input.from, input.to);
  if (problem) throw new AppError('INVALID_INPUT', problem);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new AppError('INVALID_INPUT', 'The expiry must be in the future.');
  }
  await assertReportSite(deps.db, userId, input.site);
  await consumeRateLimit(deps.db, REPORT_SHARE_LIMIT, userId, now);
  const { token, hash } = newToken();
  const row = await insertReportShare(deps.db, {
    userId,
    tokenHash: hash,
    tokenSealed: deps.cipher.seal(token),
    site: input.site,
    from: input.from,
    to: input.to,
    tag: input.tag || null,
    rollingDays: input.rollingDays ?? null,
    expiresAt,
    now,
  });
  const period = row.rolling_days ? `always the last ${row.rolling_days} days` : `${row.from_day} to ${row.to_day}`;
  await recordAudit(deps.db, by, 'report.shared', `${row.site}${row.tag ? ` (tag “${row.tag}”)` : ''}, ${period}`, now);
  return toShare(row, deps);
}

export async function listReportShares(deps: ReportShareDeps, userId: string): Promise<ReportShare[]> {
  return (await selectReportShares(deps.db, userId)).map((row) => toShare(row, deps));
}

/** Revokes one of the user's links; 404 for an id that is not theirs (or not an id at all). */
export async function revokeReportShare(db: Queryable, by: Acting, id: string, now: Date): Promise<void> {
  const userId = by.workspaceId;
  const share = UUID.test(id) ? await revokeShareRow(db, userId, id, now) : null;
  if (!share) throw new AppError('NOT_FOUND', 'No such report link.');
  await recordAudit(db, by, 'report_share.revoked', `${share.site}, link made ${share.created_at.toISOString().slice(0, 10)}`, now);
}

/**
 * The report behind a public link. Unknown, revoked and expired tokens get the same 404, so a visitor cannot
 * tell whether a link ever existed.
 */
export async function openSharedReport(db: Queryable, token: string, now: Date): Promise<Report> {
  const share = TOKEN.test(token) ? await selectLiveShareByTokenHash(db, hashToken(token), now) : undefined;
  if (!share) throw new AppError('SHARE_UNAVAILABLE', SHARE_UNAVAILABLE_MESSAGE);
  const period = share.rolling_days === null ? { from: share.from_day, to: share.to_day } : await rollingPeriod(db, share.user_id, share.rolling_days, now);
  return getReport(db, share.user_id, { site: share.site, ...period, ...(share.tag ? { tag: share.tag } : {}) }, now);
}

/** The last `days` days up to today in the owner's time zone (today included), as a report period. */
async function rollingPeriod(db: Queryable, userId: string, days: number, now: Date): Promise<{ from: string; to: string }> {
  const today = localDateOf(now, userTimeZone(await selectUserTimeZone(db, userId)));
  return { from: formatIsoDay(addLocalDays(today, 1 - days)), to: formatIsoDay(today) };
}
