import { Link, useNavigate } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Button, buttonClasses } from '../../../components/ui/button';
import { RANK_CHECKER_ID, paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { scrollToId } from '../../../lib/scroll-to-id';

const STATS = [
  { value: site.figures.users, label: 'users' },
  { value: site.figures.checks, label: 'checks run' },
  { value: '6', label: 'search engines' },
  { value: '57', label: 'locations' },
];

/** Landing hero. 'Start Tracking Now' scrolls guests to the checker and takes signed-in users to the dashboard. */
export function Hero({ signedIn = false }: { signedIn?: boolean }) {
  const navigate = useNavigate();
  const startTracking = () => {
    if (signedIn) {
      void navigate(paths.dashboard);
      return;
    }
    if (scrollToId(RANK_CHECKER_ID)) {
      // Put keyboard focus where the eye goes, without a second jump.
      document.getElementById('website-url')?.focus({ preventScroll: true });
    }
  };

  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-24 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,var(--brand-soft),transparent_65%)]"
      />
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 sm:pb-16">
        <p className="inline-flex items-center rounded-full border border-border bg-background px-3 py-1 text-sm font-medium text-muted-foreground">
          {signedIn ? 'Welcome back · your checks are saved' : 'Free rank checker · no account needed'}
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {site.tagline}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
          Find out where your website ranks for any keyword on Google, Bing, Yahoo, DuckDuckGo, Baidu and Yandex — in
          seconds, for 57 locations.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={startTracking}>
            Start Tracking Now
            <ArrowRight aria-hidden="true" />
          </Button>
          {signedIn ? null : (
            <Link to={paths.pricing} className={buttonClasses('outline', 'lg')}>
              View Pricing
            </Link>
          )}
        </div>
        <dl className="mx-auto mt-12 grid max-w-2xl grid-cols-2 gap-6 sm:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-2xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
