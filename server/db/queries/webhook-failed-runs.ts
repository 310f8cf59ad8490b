import type { Queryable } from '../pool';
import type { ClaimedRunRow } from './scheduled-check-runs';

/** A failed scheduled run with its schedule's query, as schedule.failed describes it. */
export interface FailedRunRow
  extends Pick<
    ClaimedRunRow,
    'id' | 'schedule_id' | 'user_id' | 'slot_at' | 'attempts' | 'manual' | 'website_url' | 'keyword' | 'search_engine' | 'location' | 'device' | 'competitor_urls'
  > {
  /** Why it failed, as the schedule shows it. */
  error: string | null;
}

/** Those of `runIds` that ended failed, with their schedules' queries (runs of a deleted schedule are gone). */
export async function selectFailedRuns(db: Queryable, runIds: readonly number[]): Promise<FailedRunRow[]> {
  if (runIds.length === 0) return [];
  const { rows } = await db.query<FailedRunRow>(
    `select r.id, r.schedule_id, r.user_id, r.slot_at, r.attempts, r.manual, r.error,
            s.website_url, s.keyword, s.search_engine, s.location, s.device, s.competitor_urls
       from scheduled_check_runs r join scheduled_checks s on s.id = r.schedule_id
      where r.id = any($1::bigint[]) and r.status = 'failed'
      order by r.id`,
    [runIds],
  );
  return rows;
}
