import type { PlanInfo } from '../../../contracts/plan';
import { LatestCompetitorAnalysis } from '../../features/competitors/components/latest-competitor-analysis';
import { UpgradeBanner } from '../../features/plans/components/upgrade-banner';
import type { CheckedResult } from '../../features/rank-check/components/rank-checker';

/** Under a signed-in user's result: the competitor analysis of the check, and the upgrade banner their plan calls for. */
export function ResultFooter({ checked, plan }: { checked: CheckedResult; plan: PlanInfo | undefined }) {
  return (
    <>
      <LatestCompetitorAnalysis {...checked} />
      <UpgradeBanner context="result" plan={plan} />
    </>
  );
}
