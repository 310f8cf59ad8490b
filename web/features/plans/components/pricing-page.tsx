import { useEffect, useState } from 'react';
import type { PlanType } from '../../../../contracts/plan';
import { Link } from 'react-router';
import CircleAlert from 'lucide-react/icons/circle-alert';
import Sparkles from 'lucide-react/icons/sparkles';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { notify } from '../../../lib/notify';
import { scrollToId } from '../../../lib/scroll-to-id';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlan } from '../api/get-plan';
import { usePricing } from '../api/get-pricing';
import { useStartTrial } from '../api/start-trial';
import { DEFAULT_TRACKED_QUERIES, PLAN_CATALOG, formatPrice, withTracking } from '../lib/plan-catalog';
import { FALLBACK_PLAN, isOnTrial, trialDaysLeft } from '../lib/plan-display';
import { PlanActions, currentPlanType, type Viewer } from './plan-actions';
import { UPGRADE_OFFLINE_TITLE } from './contact-to-upgrade';
import { CurrentPlanBadge, PlanCard } from './plan-card';
import { PricingFaq } from './pricing-faq';

/** Spec §9: the trial lasts 3 days; the server's answer wins once it has arrived. */
const DEFAULT_TRIAL_DAYS = 3;
const TRIAL_NOTICE_ID = 'trial-active';

interface PricingPageProps {
  /** 'loading' while the session is not known yet. */
  session: 'loading' | 'signed-in' | 'signed-out';
}

/** /pricing — Free, Pro and Enterprise with prices from the server, the trial, upgrades and an FAQ. */
export function PricingPage({ session }: PricingPageProps) {
  useDocumentTitle(`Pricing — ${site.name}`);
  const signedIn = session === 'signed-in';
  const pricing = usePricing();
  const me = usePlan(signedIn);
  const startTrial = useStartTrial();

  const plan = me.data?.plan ?? (me.isError ? FALLBACK_PLAN : undefined);
  const viewer: Viewer =
    session === 'signed-out' ? { kind: 'guest' } : plan && signedIn ? { kind: 'member', plan } : { kind: 'loading' };
  const trialDays = pricing.data?.trialDays ?? DEFAULT_TRIAL_DAYS;
  // The plan's own answer knows too; either saying "configured" is enough to offer payment.
  const paymentsConfigured = pricing.data?.payments.configured ?? me.data?.payments.configured ?? false;
  const paymentsKnown = pricing.data !== undefined || me.data !== undefined;

  const price = (planType: string) => {
    if (pricing.isError) return null;
    if (!pricing.data) return undefined;
    const entry = pricing.data.plans.find((p) => p.planType === planType);
    return formatPrice(entry?.monthlyPrice ?? (planType === 'free' ? 0 : null), pricing.data.currency);
  };
  const trackedQueries = (planType: PlanType) =>
    pricing.data?.plans.find((p) => p.planType === planType)?.trackedQueries ?? DEFAULT_TRACKED_QUERIES[planType];

  // The trial's notice appears above the cards, out of sight of the button that started it: go up to it
  // (clear of the fixed navbar, spec §9's 80 px) and move focus there so screen readers read it too. The
  // notice is the confirmation; a toast would sit right on top of it.
  const [revealTrial, setRevealTrial] = useState(false);
  const onTrial = viewer.kind === 'member' && isOnTrial(viewer.plan);
  const trialOpen = viewer.kind === 'guest' || (viewer.kind === 'member' && viewer.plan.trialAvailable);
  useEffect(() => {
    if (!revealTrial || !onTrial) return;
    setRevealTrial(false);
    if (scrollToId(TRIAL_NOTICE_ID)) document.getElementById(TRIAL_NOTICE_ID)?.focus({ preventScroll: true });
  }, [revealTrial, onTrial]);

  const onStartTrial = () =>
    startTrial.mutate('pro', {
      onSuccess: () => setRevealTrial(true),
      onError: (error) => void notify.error('Trial Not Started', error.message || 'Something went wrong'),
    });

  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">Simple pricing for every rank</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Start free, try Pro for {trialDays} days without a credit card, and upgrade when you are ready.
        </p>
      </header>

      <div className="mx-auto grid w-full max-w-3xl gap-3 empty:hidden">
        {viewer.kind === 'member' && onTrial ? (
          <Alert
            id={TRIAL_NOTICE_ID}
            tabIndex={-1}
            className="scroll-mt-20 focus:outline-none"
            tone="brand"
            icon={<Sparkles aria-hidden="true" />}
            title={`Trial Active · ${trialDaysLeft(viewer.plan.trialDaysRemaining)}`}
          >
            You have every Pro feature until your trial ends: unlimited checks on all six engines and competitor tracking, no
            credit card needed.{' '}
            {paymentsConfigured ? 'Pay now to keep Pro afterwards; otherwise you go back to the free plan.' : 'Afterwards you go back to the free plan.'}
          </Alert>
        ) : null}
        {paymentsKnown && !paymentsConfigured ? (
          <Alert tone="warning" icon={<CircleAlert aria-hidden="true" />} title={UPGRADE_OFFLINE_TITLE}>
            <Link to={paths.contact} className="font-medium underline underline-offset-2">
              Contact us
            </Link>{' '}
            to upgrade.{trialOpen ? ` The free ${trialDays}-day Pro trial works as usual.` : null}
          </Alert>
        ) : null}
        {pricing.isError ? (
          <Alert tone="danger" icon={<CircleAlert aria-hidden="true" />} title="Prices could not be loaded">
            <Button variant="outline" size="sm" className="mt-1" onClick={pricing.refetch}>
              Try again
            </Button>
          </Alert>
        ) : null}
      </div>

      {/* No row gap side by side: the cards' subgrid rows would inherit it between their own rows. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:gap-y-0">
        {PLAN_CATALOG.map((entry) => {
          const current = viewer.kind === 'member' && currentPlanType(viewer.plan) === entry.planType;
          return (
            <PlanCard
              key={entry.planType}
              plan={withTracking(entry, trackedQueries(entry.planType))}
              price={price(entry.planType)}
              highlighted={entry.planType === 'pro'}
              badge={current ? <CurrentPlanBadge /> : entry.planType === 'pro' ? <Badge tone="brand">Most popular</Badge> : null}
            >
              <PlanActions
                planType={entry.planType}
                viewer={viewer}
                paymentsConfigured={paymentsConfigured}
                trialDays={trialDays}
                startingTrial={startTrial.isPending}
                onStartTrial={onStartTrial}
              />
            </PlanCard>
          );
        })}
      </div>

      <PricingFaq trackedQueries={{ free: trackedQueries('free'), pro: trackedQueries('pro'), enterprise: trackedQueries('enterprise') }} />
    </div>
  );
}
