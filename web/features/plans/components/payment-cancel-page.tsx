import { Link } from 'react-router';
import CircleX from 'lucide-react/icons/circle-x';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlanInfo } from '../api/get-plan';
import { planLabel } from '../lib/plan-display';
import { PaymentActions, PaymentLayout } from './payment-layout';

/** /payment/cancel — Stripe sends the visitor here when they leave Checkout without paying. */
export function PaymentCancelPage() {
  useDocumentTitle(`Payment cancelled — ${site.name}`);
  const plan = usePlanInfo(true);
  return (
    <PaymentLayout tone="brand" icon={<CircleX aria-hidden="true" />} title="Checkout cancelled">
      <p>
        No payment was taken and nothing has changed
        {plan ? (
          <>
            : you are still on the <span className="font-medium text-foreground">{planLabel(plan)}</span>
          </>
        ) : null}
        .
      </p>
      {plan?.trialAvailable ? <p>Not sure yet? Try every Pro feature free for 3 days — no credit card needed.</p> : null}
      <PaymentActions>
        <Link to={paths.pricing} className={buttonClasses('primary', 'md')}>
          Back to pricing
        </Link>
        <Link to={paths.dashboard} className={buttonClasses('outline', 'md')}>
          Go to dashboard
        </Link>
      </PaymentActions>
    </PaymentLayout>
  );
}
