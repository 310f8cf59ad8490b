import type { Queryable } from '../pool';

/**
 * Claims one slot of a schedule: records the slot and moves the schedule to its next run, in the caller's
 * transaction. Returns false when the slot was claimed before (nothing changes then). Once this commits the
 * slot is never sent again, whatever happens to the e-mail.
 */
export async function claimReportSlot(
  db: Queryable,
  claim: { scheduleId: string; slot: Date; nextRunAt: Date; now: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into report_deliveries (schedule_id, slot, claimed_at) values ($1, $2, $3)
     on conflict (schedule_id, slot) do nothing`,
    [claim.scheduleId, claim.slot, claim.now],
  );
  if ((rowCount ?? 0) === 0) return false;
  await db.query('update report_schedules set next_run_at = $2 where id = $1', [claim.scheduleId, claim.nextRunAt]);
  return true;
}

export async function markDeliverySent(db: Queryable, scheduleId: string, slot: Date, sentAt: Date): Promise<void> {
  await db.query('update report_deliveries set sent_at = $3 where schedule_id = $1 and slot = $2', [scheduleId, slot, sentAt]);
}

/** `error` is for operators (the mail server's answer); it is cut to 500 characters. */
export async function markDeliveryFailed(db: Queryable, scheduleId: string, slot: Date, failedAt: Date, error: string): Promise<void> {
  await db.query('update report_deliveries set failed_at = $3, error = $4 where schedule_id = $1 and slot = $2', [
    scheduleId,
    slot,
    failedAt,
    error.slice(0, 500),
  ]);
}

export interface ReportDeliveryRow {
  schedule_id: string;
  slot: Date;
  claimed_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
  error: string | null;
}

export async function selectDeliveries(db: Queryable, scheduleId: string): Promise<ReportDeliveryRow[]> {
  const { rows } = await db.query<ReportDeliveryRow>(
    'select schedule_id, slot, claimed_at, sent_at, failed_at, error from report_deliveries where schedule_id = $1 order by slot',
    [scheduleId],
  );
  return rows;
}
