import { checkRestriction } from '../../../core/plans/feature-access';
import { ENGINE_LABELS } from '../../../core/search/engines';
import { AppError, MESSAGES } from '../../errors';
import type { Principal } from '../principal';
import type { RankCheckInput } from '../run-rank-check';

/**
 * The caller's tier rules (core/plans): guests and free accounts check Google only (spec: 'Feature
 * Restricted') and without competitors — guests are asked to sign up, free accounts told it is a Pro feature.
 * Signed-in users are on the free plan until plans arrive.
 */
export function assertCanRunCheck(principal: Principal, input: RankCheckInput): void {
  const tier = principal.kind === 'guest' ? 'guest' : 'free';
  const restriction = checkRestriction(tier, input.engine, input.competitors.length);
  if (restriction?.kind === 'engine') {
    throw new AppError('FEATURE_RESTRICTED', MESSAGES.engineRestricted(ENGINE_LABELS[restriction.engine]), 403);
  }
  if (restriction?.kind === 'competitors') {
    throw tier === 'guest'
      ? new AppError('SIGN_UP_REQUIRED', MESSAGES.signUpForCompetitors, 403)
      : new AppError('FEATURE_RESTRICTED', MESSAGES.competitorsRestricted, 403);
  }
}
