import type { AccessTier } from '../../../core/plans/daily-limit';
import { tierFeatures } from '../../../core/plans/feature-access';
import type { Branding } from '../../../contracts/report';
import type { Queryable } from '../../db/pool';
import { selectReportBranding } from '../../db/queries/report-branding';

/**
 * The white-label branding a report of this user carries: their saved branding while their tier includes white
 * label, otherwise null. Saved branding is kept when a plan lapses, so it comes back with the plan.
 */
export async function loadBrandingFor(db: Queryable, userId: string, tier: AccessTier): Promise<Branding | null> {
  if (!tierFeatures(tier).whiteLabel) return null;
  return (await selectReportBranding(db, userId)) ?? null;
}
