import { Link } from 'react-router';
import Crown from 'lucide-react/icons/crown';
import type { PlanInfo } from '../../../../contracts/plan';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { planBadge } from '../lib/plan-display';

const base =
  'inline-flex h-7 items-center gap-1 rounded-full border px-3 text-xs font-semibold whitespace-nowrap transition-colors [&_svg]:size-3.5';

const TONES = {
  paid: 'border-warning/50 bg-warning-soft text-warning-soft-foreground',
  trial: 'border-brand/40 bg-brand-soft text-brand-soft-foreground',
  plan: 'border-brand/30 bg-brand-soft text-brand-soft-foreground',
  free: 'border-border bg-neutral-soft text-neutral-soft-foreground',
} as const;

function toneOf(badge: ReturnType<typeof planBadge>): keyof typeof TONES {
  if (badge.crown) return 'paid';
  if (badge.pulsing) return 'trial';
  return badge.text === 'Free' ? 'free' : 'plan';
}

/** The trial's pulse: a ring grows from a dot; without motion (prefers-reduced-motion) only the dot stays. */
function PulseDot() {
  return (
    <span aria-hidden="true" className="relative mr-0.5 flex size-2">
      <span className="absolute inline-flex size-full rounded-full bg-brand opacity-60 motion-safe:animate-ping" />
      <span className="relative inline-flex size-2 rounded-full bg-brand" />
    </span>
  );
}

/**
 * The plan badge (spec §4) linking to /pricing: 'Pro' with a crown for subscribers, a pulsing 'Trial (Nd)'
 * (a still dot for visitors who prefer reduced motion), 'Pro', 'Enterprise' or 'Free'. `plan` undefined while it
 * loads draws an empty pill of the same size.
 */
export function PlanBadge({ plan, className }: { plan: PlanInfo | undefined; className?: string }) {
  if (!plan) {
    return <span aria-hidden="true" data-testid="plan-badge-placeholder" className={cn(base, TONES.free, 'w-14 animate-pulse', className)} />;
  }
  const badge = planBadge(plan);
  return (
    <Link
      to={paths.pricing}
      aria-label={`Plan: ${badge.text}. See plans and pricing`}
      data-pulsing={badge.pulsing || undefined}
      className={cn(base, TONES[toneOf(badge)], 'hover:border-brand', className)}
    >
      {badge.crown ? <Crown aria-hidden="true" /> : null}
      {badge.pulsing ? <PulseDot /> : null}
      {badge.text}
    </Link>
  );
}
