import { memo, type ReactNode } from 'react';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import type { PlanDescription } from '../lib/plan-catalog';

interface PlanCardProps {
  plan: PlanDescription;
  /** Formatted monthly price; undefined while loading, null when not set. */
  price: string | null | undefined;
  highlighted?: boolean;
  /** A badge at the top ('Current plan', 'Most popular'). */
  badge?: ReactNode;
  /** The card's buttons. */
  children?: ReactNode;
}

/** One plan on the pricing page: name, price, what it includes and what the visitor can do. */
export function PlanCard({ plan, price, highlighted = false, badge, children }: PlanCardProps) {
  const titleId = `plan-${plan.planType}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        // Side by side, the cards share their five rows (subgrid): prices, lists and buttons line up across them.
        'relative flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-7 lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-y-0',
        highlighted ? 'border-brand shadow-lg ring-1 ring-brand' : 'border-border',
      )}
    >
      <div className="flex min-h-7 flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold">
          {plan.name}
        </h2>
        {badge}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{plan.summary}</p>
      <div className="mt-5 flex min-h-10 items-baseline gap-1">
        {price === undefined ? (
          <Skeleton className="h-10 w-24" />
        ) : price === null ? (
          <span className="text-2xl font-bold tracking-tight">Ask us</span>
        ) : (
          <>
            <span className="text-4xl font-bold tracking-tight">{price}</span>
            <span className="text-sm text-muted-foreground">/ month</span>
          </>
        )}
      </div>
      <FeatureList name={plan.name} features={plan.features} notIncluded={plan.notIncluded} />
      {/* Each card's first button on one line; a plan with fewer buttons ends sooner. */}
      <div className="mt-auto grid content-start gap-2 pt-7 lg:mt-0">{children}</div>
    </section>
  );
}

interface FeatureListProps {
  name: string;
  features: readonly string[];
  notIncluded?: readonly string[];
}

const sameLines = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * What a plan includes, drawn again only when its words change: the page renders again as the session, the
 * prices and the visitor's plan arrive, and on a slow phone the lists' thirty icons are most of that work.
 */
const FeatureList = memo(
  function FeatureList({ name, features, notIncluded }: FeatureListProps) {
    return (
      <ul className="mt-6 grid content-start gap-2.5 text-sm" aria-label={`${name} includes`}>
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{feature}</span>
          </li>
        ))}
        {notIncluded?.map((feature) => (
          <li key={feature} className="flex gap-2 text-muted-foreground">
            <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="sr-only">Not included: </span>
              {feature}
            </span>
          </li>
        ))}
      </ul>
    );
  },
  (before, after) => before.name === after.name && sameLines(before.features, after.features) && sameLines(before.notIncluded, after.notIncluded),
);

export function CurrentPlanBadge({ children = 'Current plan' }: { children?: ReactNode }) {
  return <Badge tone="success">{children}</Badge>;
}
