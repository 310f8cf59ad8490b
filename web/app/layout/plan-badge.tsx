import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

/** The user's plan, linking to /pricing. Every account is on the free plan until plans arrive. */
export const PLAN_LABEL = 'Free';

export function PlanBadge({ className }: { className?: string }) {
  return (
    <Link
      to={paths.pricing}
      aria-label={`Plan: ${PLAN_LABEL}. See plans and pricing`}
      className={cn(
        'inline-flex h-7 items-center rounded-full border border-border bg-neutral-soft px-3 text-xs font-semibold text-neutral-soft-foreground transition-colors hover:border-brand hover:text-brand-soft-foreground',
        className,
      )}
    >
      {PLAN_LABEL}
    </Link>
  );
}
