import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import CreditCard from 'lucide-react/icons/credit-card';
import Crown from 'lucide-react/icons/crown';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { usePlan } from '../api/get-plan';
import { createPortalSession, leaveFor } from '../api/payments';
import { FALLBACK_PLAN, isOnTrial, planLabel, upsellItem } from '../lib/plan-display';
import { PlanBadge } from './plan-badge';
import { TrialActiveBadge } from './trial-active-badge';

const endDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function dailyChecks(limit: number, remaining: number): string {
  if (limit < 0) return 'Unlimited';
  return `${limit} a day · ${Math.max(0, remaining)} left today`;
}

/** Settings: the plan, today's allowance and the way to change it ('Manage Subscription' opens Stripe's portal). */
export function PlanSettingsSection({ redirect = leaveFor }: { redirect?: (url: string) => void }) {
  const me = usePlan(true);
  const portal = useMutation({
    mutationFn: createPortalSession,
    onSuccess: (url) => redirect(url),
    onError: (error) => void notify.error('Billing Portal Unavailable', error.message || 'Something went wrong'),
  });
  const plan = me.data?.plan ?? (me.isError ? FALLBACK_PLAN : undefined);
  const upsell = plan ? upsellItem(plan) : null;
  const subscriber = plan !== undefined && (plan.isPaidSubscription || plan.subscriptionId !== null);

  return (
    <Card role="region" aria-labelledby="plan-title">
      <CardHeader>
        <CardTitle id="plan-title">Plan and billing</CardTitle>
        <CardDescription>Your plan, today's checks and your subscription.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {plan ? (
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Plan</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-2 font-medium">
                {planLabel(plan)}
                <PlanBadge plan={plan} />
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Daily checks</dt>
              <dd className="mt-1 font-medium">{me.data ? dailyChecks(me.data.dailyLimit.limit, me.data.dailyLimit.remaining) : '—'}</dd>
            </div>
            {isOnTrial(plan) && plan.trialEndsAt ? (
              <div>
                <dt className="text-muted-foreground">Trial</dt>
                <dd className="mt-1 grid justify-items-start gap-1 font-medium">
                  <TrialActiveBadge plan={plan} />
                  Ends {endDate.format(new Date(plan.trialEndsAt))}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Loading your plan…</span>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-64" />
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {subscriber ? (
            <Button onClick={() => portal.mutate()} disabled={portal.isPending || portal.isSuccess} aria-busy={portal.isPending}>
              {portal.isPending || portal.isSuccess ? <Spinner /> : <CreditCard aria-hidden="true" />}
              Manage Subscription
            </Button>
          ) : upsell ? (
            <Link to={upsell.href} className={buttonClasses('primary', 'md')}>
              {upsell.label === 'Pay Now' ? <CreditCard aria-hidden="true" /> : <Crown aria-hidden="true" />}
              {upsell.label}
            </Link>
          ) : null}
          <Link to={paths.pricing} className={buttonClasses('outline', 'md')}>
            Compare plans
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
