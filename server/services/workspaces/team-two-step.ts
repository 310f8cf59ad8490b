import type { Acting } from '../../../core/workspaces/acting';
import { withTransaction, type Pool } from '../../db/pool';
import { selectFactors } from '../../db/queries/second-step-factors';
import { updateTeamRequiresTwoStep } from '../../db/queries/workspace-members';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';

/**
 * The owner requires (or stops requiring) two-step sign-in of everyone in the workspace. From then on a member,
 * admin or client without a second step set up is refused its data (TWO_STEP_REQUIRED_BY_TEAM) until they set one
 * up; their own account stays theirs. The owner sets one up first: a rule they do not follow would lock nobody out
 * but themselves out of credibility, and a stolen owner's password is the worst case.
 */
export async function setTeamTwoStep(pool: Pool, by: Acting, required: boolean, now: Date): Promise<void> {
  if (required) {
    const factors = await selectFactors(pool, by.actorId);
    if (!factors.app && factors.passkeys === 0) throw new AppError('INVALID_INPUT', 'Set up two-step sign-in for yourself first (Settings → Two-step sign-in), then require it of your team.');
  }
  await withTransaction(pool, async (db) => {
    await updateTeamRequiresTwoStep(db, by.workspaceId, required);
    await recordAudit(db, by, required ? 'team_two_step.required' : 'team_two_step.not_required', 'Everyone in the workspace', now);
  });
}
