import type { PlanInfo } from '../../../../contracts/plan';
import { isFreePlan } from './plan-display';

/** Spec §4/§9: the upgrade dialog comes after more than 3 saved checks, 2 s after a check. */
export const UPGRADE_DIALOG_AFTER_CHECKS = 3;
export const UPGRADE_DIALOG_DELAY_MS = 2000;

/** Whether the upgrade dialog opens: only on the free plan (never on a trial, Pro or Enterprise). */
export function shouldOfferUpgrade(plan: PlanInfo, totalChecks: number): boolean {
  return isFreePlan(plan) && totalChecks > UPGRADE_DIALOG_AFTER_CHECKS;
}
