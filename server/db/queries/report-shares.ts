import type { Queryable } from '../pool';

export interface ReportShareRow {
  id: string;
  user_id: string;
  token_sealed: string;
  site: string;
  from_day: string;
  to_day: string;
  tag: string | null;
  rolling_days: number | null;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
}

// Dates as yyyy-mm-dd text: pg would otherwise turn a date into a local-midnight Date and shift the day.
const COLUMNS = `id, user_id, token_sealed, site, from_day::text as from_day, to_day::text as to_day, tag, rolling_days, created_at,
  expires_at, revoked_at`;

export interface NewReportShare {
  userId: string;
  tokenHash: Buffer;
  tokenSealed: string;
  site: string;
  from: string;
  to: string;
  tag: string | null;
  rollingDays: number | null;
  expiresAt: Date | null;
  now: Date;
}

export async function insertReportShare(db: Queryable, share: NewReportShare): Promise<ReportShareRow> {
  const { rows } = await db.query<ReportShareRow>(
    `insert into report_shares (user_id, token_hash, token_sealed, site, from_day, to_day, expires_at, created_at, tag, rolling_days)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${COLUMNS}`,
    [share.userId, share.tokenHash, share.tokenSealed, share.site, share.from, share.to, share.expiresAt, share.now, share.tag, share.rollingDays],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into report_shares returned no row');
  return row;
}

/** The user's shares, newest first (revoked and expired ones too: the owner sees what happened to them). */
export async function selectReportShares(db: Queryable, userId: string): Promise<ReportShareRow[]> {
  const { rows } = await db.query<ReportShareRow>(
    `select ${COLUMNS} from report_shares where user_id = $1 order by created_at desc, id limit 500`,
    [userId],
  );
  return rows;
}

/** The share a token opens, only while it is neither revoked nor expired at `now`. */
export async function selectLiveShareByTokenHash(db: Queryable, tokenHash: Buffer, now: Date): Promise<ReportShareRow | undefined> {
  const { rows } = await db.query<ReportShareRow>(
    `select ${COLUMNS} from report_shares
      where token_hash = $1 and revoked_at is null and (expires_at is null or expires_at > $2)`,
    [tokenHash, now],
  );
  return rows[0];
}

/**
 * Revokes the user's share (idempotent: an already revoked one keeps its first revocation time).
 * Returns the share, or null when the user has none with that id.
 */
export async function revokeReportShare(db: Queryable, userId: string, id: string, now: Date): Promise<ReportShareRow | null> {
  const { rows } = await db.query<ReportShareRow>(
    `update report_shares set revoked_at = coalesce(revoked_at, $3) where id = $2 and user_id = $1 returning ${COLUMNS}`,
    [userId, id, now],
  );
  return rows[0] ?? null;
}
