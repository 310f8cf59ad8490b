import { ENGINE_LABELS } from '../../../core/search/engines';
import { AppError, MESSAGES } from '../../errors';
import type { Principal } from '../principal';
import type { RankCheckInput } from '../run-rank-check';

/** Guests check Google only and without competitors (spec: 'Google Only', 'Sign Up Required'). */
export function assertCanRunCheck(principal: Principal, input: RankCheckInput): void {
  if (principal.kind === 'guest') {
    if (input.engine !== 'google') {
      throw new AppError('FEATURE_RESTRICTED', MESSAGES.engineRestricted(ENGINE_LABELS[input.engine]), 403);
    }
    if (input.competitors.length > 0) {
      throw new AppError('SIGN_UP_REQUIRED', MESSAGES.signUpForCompetitors, 403);
    }
  }
}
