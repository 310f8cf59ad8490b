import { Link } from 'react-router';
import Check from 'lucide-react/icons/check';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

const PERKS = ['Unlimited checks', 'All six search engines', 'Competitor tracking', 'Rank history and alerts'];

/** Guests only: the 3-day trial needs no credit card (spec §1, §9). */
export function TrialCta() {
  return (
    <section aria-labelledby="trial-title" className="px-4 pb-16 sm:px-6 sm:pb-20">
      <div className="mx-auto max-w-5xl rounded-2xl bg-brand px-6 py-12 text-center text-brand-foreground shadow-lg sm:px-12">
        <h2 id="trial-title" className="text-3xl font-bold tracking-tight text-balance">
          Start your 3-day free trial — no credit card required
        </h2>
        <p className="mx-auto mt-3 max-w-2xl opacity-90">
          Try everything Pro offers for three days. If you do nothing, you simply stay on the free plan.
        </p>
        <ul className="mx-auto mt-6 flex max-w-3xl flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {PERKS.map((perk) => (
            <li key={perk} className="flex items-center gap-1.5">
              <Check aria-hidden="true" className="size-4" />
              {perk}
            </li>
          ))}
        </ul>
        <Link
          to={paths.signup}
          className={buttonClasses('outline', 'lg', 'mt-8 border-transparent bg-background text-foreground hover:bg-muted')}
        >
          Start Free Trial
        </Link>
      </div>
    </section>
  );
}
