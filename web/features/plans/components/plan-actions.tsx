import { Link } from 'react-router';
import CreditCard from 'lucide-react/icons/credit-card';
import Sparkles from 'lucide-react/icons/sparkles';
import type { PlanInfo, PlanType } from '../../../../contracts/plan';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isFreePlan, isOnTrial } from '../lib/plan-display';
import { ContactToUpgrade } from './contact-to-upgrade';

/** Who is looking at the pricing page. */
export type Viewer = { kind: 'guest' } | { kind: 'loading' } | { kind: 'member'; plan: PlanInfo };

interface PlanActionsProps {
  planType: PlanType;
  viewer: Viewer;
  paymentsConfigured: boolean;
  trialDays: number;
  startingTrial: boolean;
  onStartTrial: () => void;
}

/** The plan card of the viewer's own plan. */
export function currentPlanType(plan: PlanInfo): PlanType {
  return isFreePlan(plan) ? 'free' : plan.planType;
}

const paymentHref = (planType: PlanType) => `${paths.payment}?plan=${planType}`;

/** The buttons of one plan card for this viewer (spec §4: trial without card, upgrade, current plan). */
export function PlanActions({ planType, viewer, paymentsConfigured, trialDays, startingTrial, onStartTrial }: PlanActionsProps) {
  if (viewer.kind === 'loading') return <Skeleton className="h-11 w-full" />;
  const trialNote = (
    <p className="text-center text-xs text-muted-foreground">{trialDays} days free · no credit card required</p>
  );

  if (viewer.kind === 'guest') {
    if (planType === 'free') {
      return (
        <Link to={paths.signup} className={buttonClasses('outline', 'md', 'w-full')}>
          Sign Up Free
        </Link>
      );
    }
    return (
      <>
        {planType === 'pro' ? (
          <>
            <Link to={paths.signup} className={buttonClasses('primary', 'md', 'w-full')}>
              Start free trial
            </Link>
            {trialNote}
          </>
        ) : null}
        <Link to={paths.signup} className={buttonClasses(planType === 'pro' ? 'ghost' : 'outline', 'md', 'w-full')}>
          Upgrade
        </Link>
      </>
    );
  }

  const { plan } = viewer;
  const current = currentPlanType(plan) === planType;
  if (current) {
    return (
      <>
        <Button variant="outline" className="w-full" disabled>
          Current plan
        </Button>
        {isOnTrial(plan) && !plan.isPaidSubscription ? (
          <PayLink planType={planType} label="Pay Now" configured={paymentsConfigured} />
        ) : null}
        {plan.isPaidSubscription ? (
          <Link to={paths.settings} className={buttonClasses('ghost', 'md', 'w-full')}>
            Manage Subscription
          </Link>
        ) : null}
      </>
    );
  }
  if (planType === 'free') return null;
  if (plan.isPaidSubscription) {
    // A second Checkout would start a second subscription: plan changes go through the Billing Portal.
    return (
      <Link to={paths.settings} className={buttonClasses('outline', 'md', 'w-full')}>
        Manage Subscription
      </Link>
    );
  }
  return (
    <>
      {planType === 'pro' && plan.trialAvailable ? (
        <>
          <Button className="w-full" onClick={onStartTrial} disabled={startingTrial} aria-busy={startingTrial}>
            {startingTrial ? <Spinner /> : <Sparkles aria-hidden="true" />}
            {startingTrial ? 'Starting trial…' : 'Start free trial'}
          </Button>
          {trialNote}
        </>
      ) : null}
      <PayLink planType={planType} label="Upgrade" configured={paymentsConfigured} subtle={planType === 'pro' && plan.trialAvailable} />
    </>
  );
}

function PayLink({ planType, label, configured, subtle = false }: { planType: PlanType; label: string; configured: boolean; subtle?: boolean }) {
  // Plans cannot be bought online: the way to upgrade is to ask us.
  if (!configured) return <ContactToUpgrade variant={subtle ? 'ghost' : 'outline'} className="w-full" />;
  return (
    <Link to={paymentHref(planType)} className={buttonClasses(subtle ? 'ghost' : 'primary', 'md', 'w-full')}>
      <CreditCard aria-hidden="true" />
      {label}
    </Link>
  );
}
