import type { ReportFrequency } from '../../../core/reports/schedule';
import type { Queryable } from '../pool';

export interface ReportScheduleRow {
  id: string;
  user_id: string;
  site: string;
  frequency: ReportFrequency;
  email: string;
  next_run_at: Date;
  last_sent_at: Date | null;
}

const COLUMNS = 'id, user_id, site, frequency, email, next_run_at, last_sent_at';

export async function selectReportSchedules(db: Queryable, userId: string): Promise<ReportScheduleRow[]> {
  const { rows } = await db.query<ReportScheduleRow>(
    `select ${COLUMNS} from report_schedules where user_id = $1 order by site`,
    [userId],
  );
  return rows;
}

export interface ScheduleUpsert {
  userId: string;
  site: string;
  frequency: ReportFrequency;
  email: string;
  nextRunAt: Date;
  now: Date;
}

/** One schedule per (user, site): saving again changes its frequency, address and next run. */
export async function upsertReportSchedule(db: Queryable, schedule: ScheduleUpsert): Promise<ReportScheduleRow> {
  const { rows } = await db.query<ReportScheduleRow>(
    `insert into report_schedules (user_id, site, frequency, email, next_run_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (user_id, site) do update set frequency = excluded.frequency, email = excluded.email,
       next_run_at = excluded.next_run_at, updated_at = excluded.updated_at
     returning ${COLUMNS}`,
    [schedule.userId, schedule.site, schedule.frequency, schedule.email, schedule.nextRunAt, schedule.now],
  );
  const row = rows[0];
  if (!row) throw new Error('upsert into report_schedules returned no row');
  return row;
}

/** Returns false when the user has no schedule with that id. */
export async function deleteReportSchedule(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from report_schedules where id = $2 and user_id = $1', [userId, id]);
  return (rowCount ?? 0) > 0;
}

/**
 * Locks up to `limit` schedules due at `now`, skipping rows another worker holds, so several workers can
 * scan at once without picking the same schedule. Call inside a transaction.
 */
export async function lockDueReportSchedules(db: Queryable, now: Date, limit: number): Promise<ReportScheduleRow[]> {
  const { rows } = await db.query<ReportScheduleRow>(
    `select ${COLUMNS} from report_schedules where next_run_at <= $1
      order by next_run_at limit $2 for update skip locked`,
    [now, limit],
  );
  return rows;
}

/** Locks one schedule for sending (waits for a concurrent sender, which then has moved next_run_at on). */
export async function lockReportSchedule(db: Queryable, id: string): Promise<ReportScheduleRow | undefined> {
  const { rows } = await db.query<ReportScheduleRow>(`select ${COLUMNS} from report_schedules where id = $1 for update`, [id]);
  return rows[0];
}

export async function markReportScheduleSent(db: Queryable, id: string, sentAt: Date, nextRunAt: Date): Promise<void> {
  await db.query('update report_schedules set last_sent_at = $2, next_run_at = $3 where id = $1', [id, sentAt, nextRunAt]);
}
