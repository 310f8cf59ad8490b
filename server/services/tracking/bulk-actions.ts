import type { BulkAction } from '../../../contracts/tracking';
import type { Acting } from '../../../core/workspaces/acting';
import { MAX_TAGS } from '../../../contracts/tracking';
import { localDateOf } from '../../../core/plans/local-day';
import { formatIsoDay } from '../../../core/reports/report-period';
import { AI_ANSWER_LABELS } from '../../../core/search/ai-answers';
import { nextCheckAt } from '../../../core/schedules/next-check-at';
import { FREE_INTERVALS } from '../../../core/schedules/schedule-allowed';
import { INTERVAL_TYPES, type ScheduleTime } from '../../../core/schedules/schedule-timing';
import { withTransaction, type Pool, type PoolClient } from '../../db/pool';
import { lockUserHistory } from '../../db/queries/search-history';
import { lockUserSchedules } from '../../db/queries/scheduled-checks';
import { refreshVisibilityDay } from '../../db/queries/tracked-query-state';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { loadUserPlan } from '../plans/load-user-plan';
import { queueRunsNow } from '../schedules/queue-runs-now';
import { SCHEDULE_MESSAGES } from '../schedules/schedule-messages';
import { siteOf } from './site-of';

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

export interface BulkDeps {
  pool: Pool;
  jobSchema: string;
}

interface Scope {
  client: PoolClient;
  userId: string;
  site: string;
  ids: readonly string[];
  now: Date;
  timeZone: string;
}

async function retag(scope: Scope, tags: readonly string[], add: boolean): Promise<number> {
  const { client, userId, site, ids } = scope;
  if (add) {
    const { rows } = await client.query<{ over: number }>(
      `select count(*)::int as over from scheduled_checks
        where user_id = $1 and website_url = $2 and id = any($3::bigint[])
          and cardinality(array(select distinct t from unnest(tags || $4::text[]) t)) > $5`,
      [userId, site, ids, tags, MAX_TAGS],
    );
    if ((rows[0]?.over ?? 0) > 0) throw new AppError('INVALID_INPUT', `A keyword can have at most ${MAX_TAGS} tags; ${plural(rows[0]?.over ?? 0, 'selected keyword')} would have more.`);
  }
  const { rowCount } = await client.query(
    `update scheduled_checks
        set tags = ${add ? 'array(select distinct t from unnest(tags || $4::text[]) t order by t)' : 'array(select t from unnest(tags) t where t <> all($4::text[]) order by t)'},
            updated_at = $5
      where user_id = $1 and website_url = $2 and id = any($3::bigint[])
        and ${add ? 'not (tags @> $4::text[])' : 'tags && $4::text[]'}`,
    [userId, site, ids, tags, scope.now],
  );
  return rowCount ?? 0;
}

interface TimingRow {
  id: string;
  interval_type: string;
  interval_value: number;
  custom_schedule: Partial<ScheduleTime> | null;
  created_at: Date;
}

/** Sets the timing (and active flag) of the selected queries, each next check moved to its first slot from now. */
async function retime(scope: Scope, change: { isActive: boolean; intervalType?: string; intervalValue?: number }): Promise<number> {
  const { client, userId, site, ids, now, timeZone } = scope;
  const { rows } = await client.query<TimingRow>(
    `select id::text as id, interval_type, interval_value, custom_schedule, created_at from scheduled_checks
      where user_id = $1 and website_url = $2 and id = any($3::bigint[]) for update`,
    [userId, site, ids],
  );
  const next = rows.map((row) => {
    const intervalType = INTERVAL_TYPES.find((type) => type === (change.intervalType ?? row.interval_type)) ?? 'daily';
    const intervalValue = change.intervalValue ?? row.interval_value;
    return nextCheckAt({ intervalType, intervalValue, customSchedule: row.custom_schedule, anchor: row.created_at }, now, timeZone);
  });
  // Pausing keeps each next check as it was: resuming recomputes it, so a pause leaves no backlog.
  const { rowCount } = await client.query(
    `update scheduled_checks s
        set is_active = $4, updated_at = $5,
            interval_type = coalesce($6, s.interval_type), interval_value = coalesce($7, s.interval_value),
            next_check_at = case when $4 and (not s.is_active or $6::text is not null) then n.next_check_at else s.next_check_at end
       from unnest($3::bigint[], $8::timestamptz[]) as n(id, next_check_at)
      where s.user_id = $1 and s.website_url = $2 and s.id = n.id
        and (s.is_active <> $4 or $6::text is not null)`,
    [userId, site, rows.map((row) => row.id), change.isActive, now, change.intervalType ?? null, change.intervalValue ?? null, next],
  );
  return rowCount ?? 0;
}

/** Deletes the selected queries with their runs, and rewrites today's visibility of what they leave. */
async function remove(scope: Scope): Promise<number> {
  const { client, userId, site, ids, now, timeZone } = scope;
  // The history lock orders this with saved checks, which rewrite the same visibility days.
  await lockUserHistory(client, userId);
  const { rows } = await client.query<{ search_engine: string; device: string }>(
    `delete from scheduled_checks where user_id = $1 and website_url = $2 and id = any($3::bigint[])
     returning search_engine, device`,
    [userId, site, ids],
  );
  const day = formatIsoDay(localDateOf(now, timeZone));
  const scopes = new Set(rows.map((row) => `${row.search_engine}|${row.device}`));
  for (const key of scopes) {
    const [engine = '', device = ''] = key.split('|');
    await refreshVisibilityDay(client, { userId, site, engine, device, day });
  }
  return rows.length;
}

/**
 * One bulk action on tracked queries of one site, in one transaction: tag, untag, pause, resume, run now,
 * change interval or delete. Ids that are not the user's, or not of this site, are left alone.
 */
export async function applyBulkAction(deps: BulkDeps, by: Acting, named: string, action: BulkAction, now: Date): Promise<{ affected: number; message: string }> {
  const userId = by.workspaceId;
  const { tier, timeZone } = await loadUserPlan(deps.pool, userId, now);
  if (action.action === 'interval' && tier === 'free' && !FREE_INTERVALS.includes(action.intervalType)) {
    throw new AppError('FEATURE_RESTRICTED', SCHEDULE_MESSAGES.intervalRestricted(action.intervalType));
  }
  if (action.action === 'ai_answers' && tier === 'free' && action.engines.length > 0) {
    throw new AppError('FEATURE_RESTRICTED', 'Sampling AI answers is part of Pro. Upgrade to see how often Google AI Mode and Bing Copilot cite your site.');
  }
  return withTransaction(deps.pool, async (client) => {
    const site = await siteOf(client, userId, named);
    await lockUserSchedules(client, userId);
    const scope: Scope = { client, userId, site, ids: action.ids, now, timeZone };
    switch (action.action) {
      case 'tag': {
        const affected = await retag(scope, action.tags, true);
        return { affected, message: `${plural(affected, 'keyword')} tagged` };
      }
      case 'untag': {
        const affected = await retag(scope, action.tags, false);
        return { affected, message: `Tag removed from ${plural(affected, 'keyword')}` };
      }
      case 'pause': {
        const affected = await retime(scope, { isActive: false });
        return { affected, message: `${plural(affected, 'keyword')} paused` };
      }
      case 'resume': {
        const affected = await retime(scope, { isActive: true });
        return { affected, message: `${plural(affected, 'keyword')} resumed` };
      }
      case 'interval': {
        const affected = await retime(scope, { isActive: true, intervalType: action.intervalType, intervalValue: action.intervalValue });
        return { affected, message: `New interval for ${plural(affected, 'keyword')}` };
      }
      case 'run': {
        const { rows } = await client.query<{ id: string }>(
          'select id::text as id from scheduled_checks where user_id = $1 and website_url = $2 and id = any($3::bigint[])',
          [userId, site, action.ids],
        );
        const affected = await queueRunsNow(client, deps.jobSchema, userId, rows.map((row) => row.id), now);
        return { affected, message: affected === 0 ? 'These keywords are already being checked' : `${plural(affected, 'check')} queued` };
      }
      case 'delete': {
        const affected = await remove(scope);
        if (affected > 0) await recordAudit(client, by, 'keywords.deleted', `${plural(affected, 'keyword')} of ${site}`, now);
        return { affected, message: `${plural(affected, 'keyword')} deleted` };
      }
      case 'ai_answers': {
        const engines = [...new Set(action.engines)].sort();
        const { rowCount } = await client.query(
          `update scheduled_checks set ai_answers = $4::text[], updated_at = $5
            where user_id = $1 and website_url = $2 and id = any($3::bigint[]) and ai_answers is distinct from $4::text[]`,
          [userId, site, action.ids, engines, now],
        );
        const affected = rowCount ?? 0;
        const names = engines.map((engine) => AI_ANSWER_LABELS[engine]).join(' and ');
        return { affected, message: engines.length === 0 ? `AI answers no longer sampled for ${plural(affected, 'keyword')}` : `${names} sampled for ${plural(affected, 'keyword')}` };
      }
    }
  });
}
