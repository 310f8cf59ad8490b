import type { AccessTier } from '../../../core/plans/daily-limit';
import { checkRestriction } from '../../../core/plans/feature-access';
import { ENGINE_LABELS } from '../../../core/search/engines';
import { AppError, MESSAGES } from '../../errors';
import type { RankCheckInput } from './run-rank-check';

/**
 * The caller's tier rules (core/plans): guests and free accounts check Google only (spec: 'Feature
 * Restricted') and without competitors — guests are asked to sign up, free accounts told it is a Pro feature.
 * Trial, pro and enterprise may use every engine and competitors.
 */
export function assertCanRunCheck(tier: AccessTier, input: RankCheckInput): void {
  const restriction = checkRestriction(tier, input.engine, input.competitors.length);
  if (restriction?.kind === 'engine') {
    throw new AppError('FEATURE_RESTRICTED', MESSAGES.engineRestricted(ENGINE_LABELS[restriction.engine]));
  }
  if (restriction?.kind === 'competitors') {
    throw tier === 'guest'
      ? new AppError('SIGN_UP_REQUIRED', MESSAGES.signUpForCompetitors)
      : new AppError('FEATURE_RESTRICTED', MESSAGES.competitorsRestricted);
  }
}
