import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CreditCard from 'lucide-react/icons/credit-card';
import Sparkles from 'lucide-react/icons/sparkles';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlan } from '../api/get-plan';
import { createCheckout, hasErrorCode, leaveFor, type PaidPlanType } from '../api/payments';
import { useStartTrial } from '../api/start-trial';
import { ContactToUpgrade, UPGRADE_OFFLINE_TITLE } from './contact-to-upgrade';
import { PaymentActions, PaymentLayout } from './payment-layout';

type State = { kind: 'redirecting' } | { kind: 'not-configured' } | { kind: 'subscribed' } | { kind: 'failed'; message: string };

/** ?plan=enterprise asks for Enterprise; anything else is Pro. */
export function planFromQuery(value: string | null): PaidPlanType {
  return value === 'enterprise' ? 'enterprise' : 'pro';
}

/** /payment — creates a Stripe Checkout Session on the server and sends the browser there. */
export function PaymentPage({ redirect = leaveFor }: { redirect?: (url: string) => void }) {
  useDocumentTitle(`Payment — ${site.name}`);
  const [params] = useSearchParams();
  const planType = planFromQuery(params.get('plan'));
  const [state, setState] = useState<State>({ kind: 'redirecting' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // Once per attempt, also when React runs effects twice in development: each call opens a Checkout Session.
    if (started.current === attempt) return;
    started.current = attempt;
    setState({ kind: 'redirecting' });
    createCheckout(planType).then(redirect, (error: unknown) => {
      if (hasErrorCode(error, 'PAYMENTS_NOT_CONFIGURED')) setState({ kind: 'not-configured' });
      else if (hasErrorCode(error, 'ALREADY_SUBSCRIBED')) setState({ kind: 'subscribed' });
      else setState({ kind: 'failed', message: error instanceof Error ? error.message : 'Something went wrong' });
    });
  }, [attempt, planType, redirect]);

  if (state.kind === 'redirecting') {
    return (
      <PaymentLayout tone="brand" icon={<CreditCard aria-hidden="true" />} title="Taking you to secure checkout">
        <p role="status" className="flex items-center justify-center gap-2">
          <Spinner className="size-5 text-brand" />
          Preparing your {planType === 'pro' ? 'Pro' : 'Enterprise'} subscription with Stripe…
        </p>
      </PaymentLayout>
    );
  }
  if (state.kind === 'not-configured') return <NotConfigured />;
  if (state.kind === 'subscribed') {
    return (
      <PaymentLayout tone="brand" icon={<CreditCard aria-hidden="true" />} title="You already have a subscription">
        <p>Change or cancel your plan from Manage Subscription in your settings.</p>
        <PaymentActions>
          <Link to={paths.settings} className={buttonClasses('primary', 'md')}>
            Manage Subscription
          </Link>
          <Link to={paths.dashboard} className={buttonClasses('outline', 'md')}>
            Go to dashboard
          </Link>
        </PaymentActions>
      </PaymentLayout>
    );
  }
  return (
    <PaymentLayout tone="danger" icon={<CircleAlert aria-hidden="true" />} title="Checkout could not be opened">
      <p role="alert">{state.message}</p>
      <PaymentActions>
        <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
        <Link to={paths.pricing} className={buttonClasses('outline', 'md')}>
          Back to pricing
        </Link>
      </PaymentActions>
    </PaymentLayout>
  );
}

/** Plans cannot be bought online: says how to upgrade anyway, and offers the free trial, which needs no payment. */
function NotConfigured() {
  const me = usePlan(true);
  const startTrial = useStartTrial();
  const navigate = useNavigate();
  const trialAvailable = me.data?.plan.trialAvailable ?? false;
  return (
    <PaymentLayout tone="warning" icon={<CircleAlert aria-hidden="true" />} title={UPGRADE_OFFLINE_TITLE}>
      <p>Nothing has been charged. Contact us and we will upgrade your account for you.</p>
      {trialAvailable ? <p>You can still try every Pro feature free for 3 days, no credit card needed.</p> : null}
      <PaymentActions>
        {trialAvailable ? (
          <Button
            disabled={startTrial.isPending}
            aria-busy={startTrial.isPending}
            onClick={() =>
              startTrial.mutate('pro', {
                onSuccess: () => {
                  void notify.success('Trial Started', 'Your 3-day Pro trial is active. No credit card needed.');
                  void navigate(paths.dashboard);
                },
                onError: (error) => void notify.error('Trial Not Started', error.message || 'Something went wrong'),
              })
            }
          >
            {startTrial.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
            Start free trial
          </Button>
        ) : null}
        <ContactToUpgrade variant={trialAvailable ? 'outline' : 'primary'} />
        <Link to={paths.pricing} className={buttonClasses('outline', 'md')}>
          Back to pricing
        </Link>
      </PaymentActions>
    </PaymentLayout>
  );
}
