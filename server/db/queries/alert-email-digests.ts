import type { Queryable } from '../pool';

/** A user whose daily digest may be due: digest mode, a verified address and at least one unsent alert. */
export interface DigestCandidateRow {
  user_id: string;
  time_zone: string;
  digest_hour: number;
}

/**
 * Users in digest mode with a verified address and unsent alerts. Whether their hour has come is decided in
 * the app (Intl, the same time-zone rules as everywhere else), not by PostgreSQL's own zone names.
 */
export async function selectDigestCandidates(db: Queryable): Promise<DigestCandidateRow[]> {
  const { rows } = await db.query<DigestCandidateRow>(
    `select p.user_id, u.time_zone, p.digest_hour::int as digest_hour
       from email_preferences p
       join users u on u.id = p.user_id
      where p.alert_emails = 'digest' and u.email_verified_at is not null
        and exists (select 1 from pending_alert_emails a where a.user_id = p.user_id and a.sent_at is null)`,
  );
  return rows;
}

/**
 * Records that the user's digest of local date `localDate` (yyyy-mm-dd) is queued. Returns false when it was
 * already: that day's digest exists, whoever queued it.
 */
export async function claimAlertDigest(db: Queryable, userId: string, localDate: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into alert_email_digests (user_id, local_date, queued_at) values ($1, $2::date, $3)
     on conflict (user_id, local_date) do nothing`,
    [userId, localDate, now],
  );
  return (rowCount ?? 0) > 0;
}

/** Forgets digests queued before `before` (only today's and yesterday's rows decide anything). */
export async function deleteOldAlertDigests(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query('delete from alert_email_digests where queued_at < $1', [before]);
  return rowCount ?? 0;
}
