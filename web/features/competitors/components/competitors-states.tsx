import { Link } from 'react-router';
import Crown from 'lucide-react/icons/crown';
import Users from 'lucide-react/icons/users';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';

// Same words as the server's 403 answer (server/errors.ts MESSAGES.competitorsRestricted).
export const COMPETITORS_RESTRICTED = 'Competitor tracking is only available on Pro plan.';

export function CompetitorsSkeleton() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">Loading your competitors…</span>
      <Skeleton className="h-48" />
      <Skeleton className="h-48" />
    </div>
  );
}

/** Spec §5 'Feature Restricted': the free plan tracks no competitors; the way up is the trial or Pro. */
export function CompetitorsRestricted() {
  return (
    <section aria-labelledby="competitors-restricted-title" className="flex flex-col items-center rounded-xl border border-warning/40 bg-warning-soft px-6 py-12 text-center text-warning-soft-foreground">
      <span className="flex size-12 items-center justify-center rounded-full bg-background">
        <Crown aria-hidden="true" className="size-6 text-warning" />
      </span>
      <h2 id="competitors-restricted-title" className="mt-4 text-lg font-semibold">
        Feature Restricted
      </h2>
      <p className="mt-1 max-w-md text-sm">
        {COMPETITORS_RESTRICTED} Start a free 3-day Pro trial (no credit card) or upgrade to follow up to 50 competitors beside your own site.
      </p>
      <Link to={paths.pricing} className={buttonClasses('primary', 'md', 'mt-5')}>
        See plans and start a trial
      </Link>
    </section>
  );
}

/** No competitors tracked yet: what tracking gives, and the button to add the first. */
export function CompetitorsEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
        <Users aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">No competitors tracked yet</h2>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">
        Add the sites you compete with for your keywords. You'll see how they rank beside you, get them suggested in the checker, and hear when they move.
      </p>
      <button type="button" onClick={onAdd} className={buttonClasses('primary', 'md', 'mt-5')}>
        Add your first competitor
      </button>
    </div>
  );
}
