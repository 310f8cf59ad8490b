import { tierFeatures } from '../../../core/plans/feature-access';
import type { Acting } from '../../../core/workspaces/acting';
import { checkLogoDataUrl } from '../../../core/reports/logo-data-url';
import type { Branding } from '../../../contracts/report';
import type { Queryable } from '../../db/pool';
import { deleteReportBranding, selectReportBranding, upsertReportBranding } from '../../db/queries/report-branding';
import { recordAudit } from '../audit/audit-log';
import { AppError } from '../../errors';
import { loadUserPlan } from '../plans/load-user-plan';

export const WHITE_LABEL_RESTRICTED = 'White-label reports are only available on the Enterprise plan.';

/** 403 FEATURE_RESTRICTED unless the user's plan (as of now) includes white label. */
async function assertWhiteLabel(db: Queryable, userId: string, now: Date): Promise<void> {
  const { tier } = await loadUserPlan(db, userId, now);
  if (!tierFeatures(tier).whiteLabel) throw new AppError('FEATURE_RESTRICTED', WHITE_LABEL_RESTRICTED);
}

/** The saved branding, or null when none is saved. */
export async function getBranding(db: Queryable, userId: string, now: Date): Promise<Branding | null> {
  await assertWhiteLabel(db, userId, now);
  return (await selectReportBranding(db, userId)) ?? null;
}

/**
 * Saves the branding after checking the logo (core/reports/logo-data-url): a well-formed PNG or JPEG of at most
 * 200 KB and 2000 × 2000 pixels, read without decoding its pixels. 400 INVALID_INPUT with the reason otherwise.
 */
export async function saveBranding(db: Queryable, by: Acting, branding: Branding, now: Date): Promise<Branding> {
  const userId = by.workspaceId;
  await assertWhiteLabel(db, userId, now);
  if (branding.logoDataUrl !== null) {
    const check = checkLogoDataUrl(branding.logoDataUrl);
    if (!check.ok) throw new AppError('INVALID_INPUT', check.message);
  }
  await upsertReportBranding(db, userId, branding, now);
  await recordAudit(db, by, 'branding.saved', branding.companyName, now);
  return branding;
}

export async function removeBranding(db: Queryable, by: Acting, now: Date): Promise<void> {
  const userId = by.workspaceId;
  await assertWhiteLabel(db, userId, now);
  await deleteReportBranding(db, userId);
  await recordAudit(db, by, 'branding.removed', '', now);
}
