import { tierFeatures } from '../../../core/plans/feature-access';
import type { Queryable } from '../../db/pool';
import { AppError, MESSAGES } from '../../errors';
import { loadUserPlan } from '../plans/load-user-plan';

/**
 * 403 FEATURE_RESTRICTED unless the user's plan (as of now) includes competitor tracking: trial, Pro and
 * Enterprise (spec §5/§6: 'Feature Restricted' for the free plan).
 */
export async function assertCompetitorTracking(db: Queryable, userId: string, now: Date): Promise<void> {
  const { tier } = await loadUserPlan(db, userId, now);
  if (!tierFeatures(tier).competitorTracking) throw new AppError('FEATURE_RESTRICTED', MESSAGES.competitorsRestricted);
}
