import type { PageSpeedResult } from '../../../contracts/seo-snapshot';
import type { Queryable } from '../pool';

export interface PageSpeedRunRow {
  id: string;
  url: string;
  status: 'pending' | 'ready' | 'failed';
  result: PageSpeedResult | null;
  error_reason: 'rate_limited' | 'failed' | null;
  error_message: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const COLUMNS = 'id, url, status, result, error_reason, error_message, created_at, finished_at';

/**
 * A run of `url` that can serve a new snapshot: ready since `readySince` (the 24-hour cache), or still pending
 * and started since `pendingSince` (someone asked a moment ago). Failed runs never serve.
 */
export async function selectReusableRun(db: Queryable, url: string, readySince: Date, pendingSince: Date): Promise<PageSpeedRunRow | undefined> {
  const { rows } = await db.query<PageSpeedRunRow>(
    `select ${COLUMNS} from pagespeed_runs
      where url = $1 and ((status = 'ready' and finished_at >= $2) or (status = 'pending' and created_at >= $3))
      order by (status = 'ready') desc, created_at desc limit 1`,
    [url, readySince, pendingSince],
  );
  return rows[0];
}

export async function insertPendingRun(db: Queryable, url: string, now: Date): Promise<PageSpeedRunRow> {
  const { rows } = await db.query<PageSpeedRunRow>(`insert into pagespeed_runs (url, created_at) values ($1, $2) returning ${COLUMNS}`, [url, now]);
  return rows[0]!;
}

export async function selectRun(db: Queryable, id: string): Promise<PageSpeedRunRow | undefined> {
  const { rows } = await db.query<PageSpeedRunRow>(`select ${COLUMNS} from pagespeed_runs where id = $1`, [id]);
  return rows[0];
}

/** Finishes a pending run; a run already finished (a retried job) is left as it is. */
export async function finishRun(
  db: Queryable,
  id: string,
  outcome: { result: PageSpeedResult } | { reason: 'rate_limited' | 'failed'; message: string },
  now: Date,
): Promise<void> {
  if ('result' in outcome) {
    await db.query(`update pagespeed_runs set status = 'ready', result = $2, finished_at = $3 where id = $1 and status = 'pending'`, [
      id,
      JSON.stringify(outcome.result),
      now,
    ]);
  } else {
    await db.query(
      `update pagespeed_runs set status = 'failed', error_reason = $2, error_message = $3, finished_at = $4 where id = $1 and status = 'pending'`,
      [id, outcome.reason, outcome.message, now],
    );
  }
}

/** Deletes runs taken before `before` that no snapshot shows any more (the snapshot sweep runs first). */
export async function deleteUnusedRunsBefore(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query(
    `delete from pagespeed_runs r
      where r.created_at < $1 and not exists (select 1 from seo_snapshots s where s.pagespeed_run_id = r.id)`,
    [before],
  );
  return rowCount ?? 0;
}
