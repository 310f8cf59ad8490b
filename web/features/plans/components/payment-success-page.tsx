import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { planQueryKey } from '../api/get-plan';
import { confirmCheckout, hasErrorCode } from '../api/payments';
import { planLabel } from '../lib/plan-display';
import { ContactToUpgrade, UPGRADE_OFFLINE_TITLE } from './contact-to-upgrade';
import { PaymentActions, PaymentLayout } from './payment-layout';
import { PlanBadge } from './plan-badge';

/** While Stripe finishes the payment: asked again after 1, 2, 4 and 8 s, then the visitor may ask again. */
export const CONFIRM_RETRIES = 4;
export const confirmRetryDelay = (attempt: number) => 1000 * 2 ** attempt;

const isPending = (error: unknown) => hasErrorCode(error, 'PAYMENT_PENDING');

/** Confirms the Checkout Session on the server; a plan without the subscription yet counts as pending. */
async function confirm(sessionId: string) {
  const plan = await confirmCheckout(sessionId);
  if (!plan.isPaidSubscription && !plan.subscriptionId) {
    throw new ApiError('PAYMENT_PENDING' as ApiError['code'], 'Your payment is still being processed.', 409);
  }
  return plan;
}

/** /payment/success?session_id= — shows the new plan only once the server has confirmed the payment. */
export function PaymentSuccessPage() {
  useDocumentTitle(`Payment — ${site.name}`);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const queryClient = useQueryClient();
  const confirmation = useQuery({
    queryKey: ['payments', 'confirm', sessionId],
    queryFn: () => confirm(sessionId),
    enabled: sessionId !== '',
    staleTime: Infinity,
    gcTime: 0,
    // failures counts from 0 at the first failure.
    retry: (failures, error) => isPending(error) && failures < CONFIRM_RETRIES,
    retryDelay: confirmRetryDelay,
  });

  const confirmed = confirmation.data !== undefined;
  useEffect(() => {
    // The badge, menu and checker learn the new plan.
    if (confirmed) void queryClient.invalidateQueries({ queryKey: planQueryKey });
  }, [confirmed, queryClient]);

  if (sessionId === '') {
    return (
      <PaymentLayout tone="danger" icon={<CircleAlert aria-hidden="true" />} title="No payment to confirm">
        <p>This link does not say which payment to confirm. If you have just paid, your new plan shows in Settings as soon as the payment goes through.</p>
        <PaymentActions>
          <Link to={paths.pricing} className={buttonClasses('primary', 'md')}>
            Back to pricing
          </Link>
          <Link to={paths.settings} className={buttonClasses('outline', 'md')}>
            Go to settings
          </Link>
        </PaymentActions>
      </PaymentLayout>
    );
  }
  if (confirmation.data) {
    const plan = confirmation.data;
    return (
      <PaymentLayout tone="success" icon={<CircleCheck aria-hidden="true" />} title="Payment confirmed — welcome to Pro!">
        <p role="status" className="flex flex-wrap items-center justify-center gap-2">
          You are now on the <span className="font-semibold text-foreground">{planLabel(plan)}</span>
          <PlanBadge plan={plan} />
        </p>
        <p>Unlimited checks, all six search engines, competitor tracking and automated reports are unlocked.</p>
        <PaymentActions>
          <Link to={paths.dashboard} className={buttonClasses('primary', 'md')}>
            Go to dashboard
          </Link>
          <Link to={paths.rankChecker} className={buttonClasses('outline', 'md')}>
            Check a ranking
          </Link>
        </PaymentActions>
      </PaymentLayout>
    );
  }
  if (confirmation.isError && isPending(confirmation.error)) {
    return (
      <PaymentLayout tone="warning" icon={<Clock aria-hidden="true" />} title="Your payment is still being processed">
        <p>It has not been confirmed yet. This usually takes a few seconds; your plan changes as soon as it is.</p>
        <PaymentActions>
          <Button onClick={() => void confirmation.refetch()} disabled={confirmation.isFetching}>
            {confirmation.isFetching ? <Spinner /> : null}
            Check again
          </Button>
          <Link to={paths.dashboard} className={buttonClasses('outline', 'md')}>
            Go to dashboard
          </Link>
        </PaymentActions>
      </PaymentLayout>
    );
  }
  if (confirmation.isError && hasErrorCode(confirmation.error, 'PAYMENTS_NOT_CONFIGURED')) {
    return (
      <PaymentLayout tone="warning" icon={<CircleAlert aria-hidden="true" />} title="No payment to confirm">
        <p>{UPGRADE_OFFLINE_TITLE}, so no payment was taken and nothing has been charged.</p>
        <PaymentActions>
          <ContactToUpgrade variant="primary" />
          <Link to={paths.pricing} className={buttonClasses('outline', 'md')}>
            Back to pricing
          </Link>
        </PaymentActions>
      </PaymentLayout>
    );
  }
  if (confirmation.isError) {
    return (
      <PaymentLayout tone="danger" icon={<CircleAlert aria-hidden="true" />} title="We could not confirm your payment">
        <p role="alert">{confirmation.error.message}</p>
        <p>If you were charged, your plan is updated as soon as the payment is confirmed; nothing is lost.</p>
        <PaymentActions>
          <Button onClick={() => void confirmation.refetch()} disabled={confirmation.isFetching}>
            Try again
          </Button>
          <Link to={paths.settings} className={buttonClasses('outline', 'md')}>
            Go to settings
          </Link>
        </PaymentActions>
      </PaymentLayout>
    );
  }
  return (
    <PaymentLayout tone="brand" icon={<Spinner />} title="Confirming your payment">
      <p role="status">Checking that your payment went through…</p>
    </PaymentLayout>
  );
}
