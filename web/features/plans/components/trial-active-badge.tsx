import Sparkles from 'lucide-react/icons/sparkles';
import type { PlanInfo } from '../../../../contracts/plan';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { isOnTrial, trialDaysLeft } from '../lib/plan-display';

/** Spec §6: trial users are marked 'Trial Active' (with the days left); nothing for anyone else. */
export function TrialActiveBadge({ plan, className }: { plan: PlanInfo | undefined; className?: string }) {
  if (!plan || !isOnTrial(plan)) return null;
  return (
    <Badge tone="brand" className={cn('whitespace-nowrap', className)}>
      <Sparkles aria-hidden="true" />
      Trial Active · {trialDaysLeft(plan.trialDaysRemaining)}
    </Badge>
  );
}
