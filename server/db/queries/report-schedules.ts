import type { ReportFrequency } from '../../../core/reports/schedule';
import type { Queryable } from '../pool';
import { planInForceSql } from './user-plans';

export interface ReportScheduleRow {
  id: string;
  user_id: string;
  site: string;
  /** Only the site's queries tracked with this tag; null for every query. */
  tag: string | null;
  frequency: ReportFrequency;
  email: string;
  next_run_at: Date;
  last_sent_at: Date | null;
  /** When the recipient became allowed (own verified address, or the confirmation link opened); null = waiting. */
  confirmed_at: Date | null;
  /** sha256 of the latest confirmation token; null once confirmed or when none is out. */
  confirm_token_hash: Buffer | null;
  confirm_expires_at: Date | null;
  confirm_sent_at: Date | null;
  unsubscribed_at: Date | null;
}

/** A schedule as its owner's list shows it: with how its latest slot ended. */
export interface ListedReportScheduleRow extends ReportScheduleRow {
  /** failed_at of the latest claimed slot, when that one failed. */
  last_failed_at: Date | null;
}

const FIELDS = [
  'id',
  'user_id',
  'site',
  'tag',
  'frequency',
  'email',
  'next_run_at',
  'last_sent_at',
  'confirmed_at',
  'confirm_token_hash',
  'confirm_expires_at',
  'confirm_sent_at',
  'unsubscribed_at',
];
const COLUMNS = FIELDS.join(', ');
/** The columns qualified by the alias `s`, for queries that join. */
export const SCHEDULE_COLUMNS_OF_S = FIELDS.map((field) => `s.${field}`).join(', ');

/** The user's schedules by site (then tag, the whole site first), or only the one with `id`. */
export async function selectReportSchedules(db: Queryable, userId: string, id?: string): Promise<ListedReportScheduleRow[]> {
  const { rows } = await db.query<ListedReportScheduleRow>(
    `select ${SCHEDULE_COLUMNS_OF_S}, latest.failed_at as last_failed_at
       from report_schedules s
       left join lateral (
         select d.failed_at from report_deliveries d where d.schedule_id = s.id order by d.slot desc limit 1
       ) latest on true
      where s.user_id = $1 and ($2::uuid is null or s.id = $2::uuid)
      order by s.site, s.tag nulls first`,
    [userId, id ?? null],
  );
  return rows;
}

/** The user's schedule of a site's report, whole (tag null) or limited to a tag. */
export async function selectReportScheduleForSite(db: Queryable, userId: string, site: string, tag: string | null): Promise<ReportScheduleRow | undefined> {
  const { rows } = await db.query<ReportScheduleRow>(
    `select ${COLUMNS} from report_schedules where user_id = $1 and site = $2 and tag is not distinct from $3`,
    [userId, site, tag],
  );
  return rows[0];
}

export async function countReportSchedules(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from report_schedules where user_id = $1', [userId]);
  return rows[0]?.count ?? 0;
}

/**
 * Locks the owner's users row until the transaction ends, so one account's schedule writes run one at a time
 * (the count-then-insert of the schedule limit cannot interleave). FOR NO KEY UPDATE does not block inserts
 * that merely reference the user. Returns the account's address as stored now, or undefined (no such user).
 */
export async function lockScheduleOwner(
  db: Queryable,
  userId: string,
): Promise<{ email: string; email_verified_at: Date | null } | undefined> {
  const { rows } = await db.query<{ email: string; email_verified_at: Date | null }>(
    'select email, email_verified_at from users where id = $1 for no key update',
    [userId],
  );
  return rows[0];
}

/** The recipient side of a schedule as saved: confirmed, or waiting with the (hash of the) token that was mailed. */
export interface ScheduleConfirmation {
  confirmedAt: Date | null;
  tokenHash: Buffer | null;
  expiresAt: Date | null;
  sentAt: Date | null;
}

export interface ScheduleUpsert {
  userId: string;
  site: string;
  tag: string | null;
  frequency: ReportFrequency;
  email: string;
  nextRunAt: Date;
  confirmation: ScheduleConfirmation;
  now: Date;
}

/**
 * One schedule per (user, site, tag): saving again changes its frequency, address, next run and confirmation state
 * (written as given) and lifts an unsubscribe.
 */
export async function upsertReportSchedule(db: Queryable, schedule: ScheduleUpsert): Promise<ReportScheduleRow> {
  const { confirmation: c } = schedule;
  const { rows } = await db.query<ReportScheduleRow>(
    `insert into report_schedules (user_id, site, frequency, email, next_run_at, created_at, updated_at,
                                   confirmed_at, confirm_token_hash, confirm_expires_at, confirm_sent_at, tag)
     values ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11)
     on conflict (user_id, site, (coalesce(tag, ''))) do update set frequency = excluded.frequency, email = excluded.email,
       next_run_at = excluded.next_run_at, updated_at = excluded.updated_at,
       confirmed_at = excluded.confirmed_at, confirm_token_hash = excluded.confirm_token_hash,
       confirm_expires_at = excluded.confirm_expires_at, confirm_sent_at = excluded.confirm_sent_at,
       unsubscribed_at = null
     returning ${COLUMNS}`,
    [
      schedule.userId,
      schedule.site,
      schedule.frequency,
      schedule.email,
      schedule.nextRunAt,
      schedule.now,
      c.confirmedAt,
      c.tokenHash,
      c.expiresAt,
      c.sentAt,
      schedule.tag,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('upsert into report_schedules returned no row');
  return row;
}

/**
 * Replaces the confirmation token of one of the user's schedules that still waits for its recipient (the
 * link mailed before stops working). Returns undefined when there is no such waiting schedule.
 */
export async function replaceConfirmationToken(
  db: Queryable,
  userId: string,
  id: string,
  token: { hash: Buffer; expiresAt: Date; sentAt: Date },
): Promise<ReportScheduleRow | undefined> {
  const { rows } = await db.query<ReportScheduleRow>(
    `update report_schedules set confirm_token_hash = $3, confirm_expires_at = $4, confirm_sent_at = $5
      where id = $2 and user_id = $1 and confirmed_at is null and unsubscribed_at is null
      returning ${COLUMNS}`,
    [userId, id, token.hash, token.expiresAt, token.sentAt],
  );
  return rows[0];
}

/** Returns false when the user has no schedule with that id. */
/** Deletes the user's schedule; its site and address, or null when the user has none with that id. */
export async function deleteReportSchedule(db: Queryable, userId: string, id: string): Promise<{ site: string; email: string } | null> {
  const { rows } = await db.query<{ site: string; email: string }>('delete from report_schedules where id = $2 and user_id = $1 returning site, email', [userId, id]);
  return rows[0] ?? null;
}

/**
 * Locks up to `limit` schedules due at `now` that may send: recipient confirmed and not unsubscribed, owner on
 * one of `planTypes` with an active subscription status (a trial is status 'trialing', so it never matches).
 * Rows another worker holds are skipped, so several workers can scan at once. Lapsed owners' schedules are
 * never picked, so however many there are they cannot fill the batch ahead of those that may send. Call
 * inside a transaction; the send job checks the plan again.
 */
export async function lockDueReportSchedules(
  db: Queryable,
  now: Date,
  limit: number,
  planTypes: readonly string[],
): Promise<ReportScheduleRow[]> {
  const { rows } = await db.query<ReportScheduleRow>(
    `select ${SCHEDULE_COLUMNS_OF_S}
       from report_schedules s
       join user_plans p on p.user_id = s.user_id
      where s.next_run_at <= $1 and s.confirmed_at is not null and s.unsubscribed_at is null
        and ${planInForceSql('p', '$3')}
      order by s.next_run_at
      limit $2
      for update of s skip locked`,
    [now, limit, planTypes],
  );
  return rows;
}

/** Locks one schedule for sending (waits for a concurrent sender, which then has moved next_run_at on). */
export async function lockReportSchedule(db: Queryable, id: string): Promise<ReportScheduleRow | undefined> {
  const { rows } = await db.query<ReportScheduleRow>(`select ${COLUMNS} from report_schedules where id = $1 for update`, [id]);
  return rows[0];
}

/** Moves a schedule on to its next run without sending (a slot too old to be worth sending). */
export async function moveReportScheduleOn(db: Queryable, id: string, nextRunAt: Date): Promise<void> {
  await db.query('update report_schedules set next_run_at = $2 where id = $1', [id, nextRunAt]);
}

/** Records a successful send. */
export async function markReportScheduleSent(db: Queryable, id: string, sentAt: Date): Promise<void> {
  await db.query('update report_schedules set last_sent_at = $2 where id = $1', [id, sentAt]);
}
