import type { Queryable } from '../pool';
import type { ScheduleTimingRow } from './scheduled-checks';

export type ActiveScheduleTiming = Pick<ScheduleTimingRow, 'interval_type' | 'interval_value' | 'custom_schedule' | 'created_at'> & { id: string };

/** The timing of the user's active schedules, locked until the transaction ends. */
export async function selectActiveScheduleTimings(db: Queryable, userId: string): Promise<ActiveScheduleTiming[]> {
  const { rows } = await db.query<ActiveScheduleTiming>(
    `select id::text, interval_type, interval_value, custom_schedule, created_at
       from scheduled_checks where user_id = $1 and is_active for update`,
    [userId],
  );
  return rows;
}

export async function updateNextCheckAt(db: Queryable, id: string, nextCheckAt: Date, now: Date): Promise<void> {
  await db.query('update scheduled_checks set next_check_at = $2, updated_at = $3 where id = $1', [id, nextCheckAt, now]);
}
