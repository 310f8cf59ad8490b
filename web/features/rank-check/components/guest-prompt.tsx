import { Link } from 'react-router';
import Rocket from 'lucide-react/icons/rocket';
import X from 'lucide-react/icons/x';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** Shown to guests a moment after their free check: what an account adds. */
export function GuestPrompt({ onDismiss, onSignUp }: { onDismiss: () => void; onSignUp?: () => void }) {
  return (
    <section
      aria-labelledby="guest-prompt-title"
      className="relative rounded-xl border border-brand/40 bg-brand-soft p-5 text-brand-soft-foreground shadow-sm sm:p-6"
    >
      <Button variant="ghost" size="icon" className="absolute top-2 right-2 text-brand-soft-foreground" aria-label="Dismiss" onClick={onDismiss}>
        <X aria-hidden="true" />
      </Button>
      <div className="flex items-start gap-4 pr-8">
        <div className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-brand text-brand-foreground sm:flex">
          <Rocket aria-hidden="true" className="size-5" />
        </div>
        <div>
          <h3 id="guest-prompt-title" className="text-lg font-semibold">
            Want More Checks?
          </h3>
          <p className="mt-1 text-sm">
            Guests get 1 free Google check a day. Create a free account for 3 checks a day, history and trends — or try
            Pro free for 3 days for unlimited checks on all six engines and competitor tracking. No credit card required.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to={paths.signup} onClick={onSignUp} className={buttonClasses('primary', 'md')}>
              Sign Up Free
            </Link>
            <Link to={paths.pricing} className={buttonClasses('outline', 'md')}>
              See plans
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
