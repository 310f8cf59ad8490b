import { rankCheckRequestSchema } from '../../../contracts/rank-check';
import { dailyCheckLimit, isDailyLimitReached, UNLIMITED } from '../../../core/plans/daily-limit';
import { scheduleAllowed } from '../../../core/schedules/schedule-allowed';
import { INTERVAL_TYPES } from '../../../core/schedules/schedule-timing';
import { isAiAnswerEngine, type AiAnswerEngine } from '../../../core/search/ai-answers';
import type { Pool } from '../../db/pool';
import type { ClaimedRunRow } from '../../db/queries/scheduled-check-runs';
import { isAppError } from '../../errors';
import { countUsageToday } from '../usage/usage-today';
import { loadUserPlan } from '../plans/load-user-plan';
import { normalizeRankCheckRequest } from '../rank-check/normalize-request';
import type { RankCheckInput } from '../rank-check/run-rank-check';
import { RUNNER_MESSAGES } from './runner-messages';

/**
 * A claimed run, ready to scan or skipped with why. `showOnSchedule` false: the skip says nothing about the
 * schedule's checks (it was paused, or a later slot replaced the run), so its last outcome is left as it was.
 */
export type PreparedRun =
  /** `aiAnswers`: the AI answer engines to sample after the scan, as far as the plan allows (none on Free). */
  | { kind: 'scan'; input: RankCheckInput; aiAnswers: AiAnswerEngine[] }
  | { kind: 'skip'; reason: string; showOnSchedule: boolean };

/**
 * Decides before any provider request whether a run goes ahead: its schedule still active (a "run now" goes
 * ahead on a paused one), no later slot of it already queued, its query still valid, the user's plan still
 * allowing the schedule (core/schedules/schedule-allowed: a plan can end after the schedule was made) and a
 * check left in today's allowance. recordUserCheck judges the allowance again, atomically, when saving.
 */
export async function prepareRun(pool: Pool, run: ClaimedRunRow, now: Date): Promise<PreparedRun> {
  if (!run.manual && !run.is_active) return { kind: 'skip', reason: RUNNER_MESSAGES.paused, showOnSchedule: false };
  if (run.superseded) return { kind: 'skip', reason: RUNNER_MESSAGES.superseded, showOnSchedule: false };

  const body = rankCheckRequestSchema.safeParse({
    websiteUrl: run.website_url,
    keyword: run.keyword,
    location: run.location,
    searchEngine: run.search_engine,
    device: run.device,
    competitorUrls: run.competitor_urls,
  });
  const invalid: PreparedRun = { kind: 'skip', reason: RUNNER_MESSAGES.scheduleInvalid, showOnSchedule: true };
  if (!body.success) return invalid;
  let input: RankCheckInput;
  try {
    input = normalizeRankCheckRequest(body.data);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return invalid;
  }

  const plan = await loadUserPlan(pool, run.user_id, now);
  const intervalType = INTERVAL_TYPES.find((type) => type === run.interval_type) ?? 'daily';
  const verdict = scheduleAllowed(plan.tier, { intervalType, searchEngine: input.engine, competitorCount: input.competitors.length });
  if (!verdict.allowed) return { kind: 'skip', reason: RUNNER_MESSAGES.restricted(verdict.restriction), showOnSchedule: true };

  const limit = dailyCheckLimit(plan.tier);
  if (limit !== UNLIMITED && isDailyLimitReached(await countUsageToday(pool, run.user_id, now, plan.timeZone), limit)) {
    return { kind: 'skip', reason: RUNNER_MESSAGES.dailyAllowanceUsed(limit), showOnSchedule: true };
  }
  return { kind: 'scan', input, aiAnswers: plan.tier === 'free' ? [] : run.ai_answers.filter(isAiAnswerEngine) };
}
