import { usePlanInfo } from '../../features/plans/api/get-plan';
import { PlanBadge as Badge } from '../../features/plans/components/plan-badge';

/** The navbar's plan badge (rendered for signed-in users only). */
export function PlanBadge({ className }: { className?: string }) {
  return <Badge plan={usePlanInfo(true)} className={className} />;
}
