import { useState } from 'react';
import { Link } from 'react-router';
import Crown from 'lucide-react/icons/crown';
import X from 'lucide-react/icons/x';
import type { PlanInfo } from '../../../../contracts/plan';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { dismissBanner, isBannerDismissed, type BannerContext } from '../lib/banner-dismissal';
import { isFreePlan } from '../lib/plan-display';

const COPY: Record<BannerContext, { title: string; text: string }> = {
  dashboard: {
    title: 'Get more from Rank Checker with Pro',
    text: 'Unlimited checks on all six search engines, competitor tracking and automated PDF reports.',
  },
  result: {
    title: 'Want the full picture?',
    text: 'Pro checks Bing, Yahoo, DuckDuckGo, Baidu and Yandex too, and compares you with up to 3 competitors.',
  },
};

interface UpgradeBannerProps {
  context: BannerContext;
  /** The signed-in user's plan; the banner is for the free plan only (not trials, Pro or Enterprise). */
  plan: PlanInfo | undefined;
}

/** An upgrade banner for free users; dismissing it hides it in this context for good (spec §4). */
export function UpgradeBanner({ context, plan }: UpgradeBannerProps) {
  const [dismissed, setDismissed] = useState(() => isBannerDismissed(context));
  if (dismissed || !plan || !isFreePlan(plan)) return null;
  const copy = COPY[context];
  const titleId = `upgrade-banner-${context}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="relative flex flex-col gap-3 rounded-xl border border-brand/30 bg-brand-soft p-4 pr-12 text-brand-soft-foreground sm:flex-row sm:items-center sm:gap-4 sm:p-5 sm:pr-14"
    >
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand text-brand-foreground sm:flex">
        <Crown aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold">
          {copy.title}
        </h2>
        <p className="mt-0.5 text-sm">{copy.text}</p>
      </div>
      <Link to={paths.pricing} className={buttonClasses('primary', 'sm', 'self-start sm:self-center')}>
        {plan.trialAvailable ? 'Try Pro free' : 'Upgrade to Pro'}
      </Link>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 text-brand-soft-foreground"
        aria-label="Dismiss upgrade banner"
        onClick={() => {
          dismissBanner(context, new Date());
          setDismissed(true);
        }}
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
