import type { z } from 'zod';
import type { scheduledCheckInputSchema } from '../../../contracts/scheduled-check';
import type { AccessTier } from '../../../core/plans/daily-limit';
import { scheduleAllowed } from '../../../core/schedules/schedule-allowed';
import { ENGINE_LABELS } from '../../../core/search/engines';
import type { ScheduleFields } from '../../db/queries/scheduled-checks';
import { AppError, MESSAGES } from '../../errors';
import { normalizeRankCheckRequest } from '../rank-check/normalize-request';
import { SCHEDULE_MESSAGES } from './schedule-messages';

/** A schedule as the routes hand it over: the contract's input with its defaults filled in. */
export type ScheduleInput = z.output<typeof scheduledCheckInputSchema>;

/** A schedule's fields before its next check is known. */
export type PreparedSchedule = Omit<ScheduleFields, 'nextCheckAt'>;

/**
 * Validates a schedule as a rank check is validated (the same messages: both fields required, a website and
 * competitors we can parse, a device the engine has) and by the plan's schedule rules. The site and the
 * competitors are kept in the display form history saves, so a schedule's results join its query's history.
 * `planRules: false` skips the plan's rules: a schedule being paused costs nothing, so a user whose plan
 * ended can still pause what the plan no longer runs (resuming it is judged again).
 */
export function prepareSchedule(tier: AccessTier, input: ScheduleInput, planRules = true): PreparedSchedule {
  const query = normalizeRankCheckRequest({
    websiteUrl: input.websiteUrl,
    keyword: input.keyword,
    location: input.location,
    searchEngine: input.searchEngine,
    device: input.device,
    competitorUrls: input.competitorUrls,
  });
  if (planRules) assertScheduleAllowed(tier, input.intervalType, input.searchEngine, query.competitors.length);
  return {
    websiteUrl: query.website.display,
    keyword: query.keyword,
    location: query.location,
    searchEngine: query.engine,
    device: query.device,
    competitorUrls: query.competitors.map((competitor) => competitor.target.display),
    intervalType: input.intervalType,
    intervalValue: input.intervalValue,
    customSchedule: input.customSchedule,
    isActive: input.isActive,
  };
}

/** 403 FEATURE_RESTRICTED with the plan's words, as a check would answer. */
function assertScheduleAllowed(tier: AccessTier, intervalType: ScheduleInput['intervalType'], engine: ScheduleInput['searchEngine'], competitorCount: number): void {
  const verdict = scheduleAllowed(tier, { intervalType, searchEngine: engine, competitorCount });
  if (verdict.allowed) return;
  const { restriction } = verdict;
  switch (restriction.kind) {
    case 'sign-up':
      throw new AppError('SIGN_UP_REQUIRED', 'Sign up to schedule checks.');
    case 'engine':
      throw new AppError('FEATURE_RESTRICTED', MESSAGES.engineRestricted(ENGINE_LABELS[restriction.engine]));
    case 'competitors':
      throw new AppError('FEATURE_RESTRICTED', MESSAGES.competitorsRestricted);
    case 'interval':
      throw new AppError('FEATURE_RESTRICTED', SCHEDULE_MESSAGES.intervalRestricted(restriction.intervalType));
  }
}
