import type { Queryable } from '../pool';
import { SCHEDULE_COLUMNS_OF_S, type ReportScheduleRow } from './report-schedules';

/** A schedule reached through a link of one of its e-mails, with the address of the account behind it. */
export interface LinkedScheduleRow extends ReportScheduleRow {
  owner_email: string;
}

/** The schedule whose live (unexpired, unused) confirmation token has this hash. */
export async function selectScheduleByConfirmToken(db: Queryable, tokenHash: Buffer, now: Date): Promise<LinkedScheduleRow | undefined> {
  const { rows } = await db.query<LinkedScheduleRow>(
    `select ${SCHEDULE_COLUMNS_OF_S}, u.email as owner_email
       from report_schedules s join users u on u.id = s.user_id
      where s.confirm_token_hash = $1 and s.confirm_expires_at > $2`,
    [tokenHash, now],
  );
  return rows[0];
}

/** Uses up a live confirmation token: the recipient is confirmed. Undefined when unknown, used or expired. */
export async function confirmScheduleByToken(db: Queryable, tokenHash: Buffer, now: Date): Promise<ReportScheduleRow | undefined> {
  const { rows } = await db.query<ReportScheduleRow>(
    `update report_schedules s
        set confirmed_at = $2, confirm_token_hash = null, confirm_expires_at = null
      where s.confirm_token_hash = $1 and s.confirm_expires_at > $2
      returning ${SCHEDULE_COLUMNS_OF_S}`,
    [tokenHash, now],
  );
  return rows[0];
}

/** Stores an unsubscribe token of one e-mail; the schedule's expired ones are dropped on the way. */
export async function insertUnsubscribeToken(
  db: Queryable,
  token: { hash: Buffer; scheduleId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query('delete from report_unsubscribe_tokens where schedule_id = $1 and expires_at <= $2', [token.scheduleId, token.now]);
  await db.query('insert into report_unsubscribe_tokens (token_hash, schedule_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    token.hash,
    token.scheduleId,
    token.now,
    token.expiresAt,
  ]);
}

/** The schedule an unexpired unsubscribe token belongs to. */
export async function selectScheduleByUnsubscribeToken(
  db: Queryable,
  tokenHash: Buffer,
  now: Date,
): Promise<LinkedScheduleRow | undefined> {
  const { rows } = await db.query<LinkedScheduleRow>(
    `select ${SCHEDULE_COLUMNS_OF_S}, u.email as owner_email
       from report_unsubscribe_tokens t
       join report_schedules s on s.id = t.schedule_id
       join users u on u.id = s.user_id
      where t.token_hash = $1 and t.expires_at > $2`,
    [tokenHash, now],
  );
  return rows[0];
}

/** Stops a schedule from its e-mail; a second click keeps the first time. */
export async function unsubscribeSchedule(db: Queryable, scheduleId: string, now: Date): Promise<ReportScheduleRow | undefined> {
  const { rows } = await db.query<ReportScheduleRow>(
    `update report_schedules s set unsubscribed_at = coalesce(s.unsubscribed_at, $2)
      where s.id = $1
      returning ${SCHEDULE_COLUMNS_OF_S}`,
    [scheduleId, now],
  );
  return rows[0];
}
