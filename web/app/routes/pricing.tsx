import { useSession } from '../../features/auth/hooks/use-session';
import { PricingPage } from '../../features/plans/components/pricing-page';

/** /pricing (public): the pricing page for guests and for the signed-in user's plan. */
export function PricingRoute() {
  const { status } = useSession();
  return <PricingPage session={status} />;
}
