import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Compass from 'lucide-react/icons/compass';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';

export function CompetitorDiscoverySkeleton() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Looking for competitors…</span>
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

function DiscoveryNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-dashed border-border p-4 text-sm sm:p-5">
      <Compass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <div>
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

const checkLink = (
  <Link to={paths.rankChecker} className="font-medium text-brand underline underline-offset-2">
    Check a keyword
  </Link>
);

/** Why there is nothing to suggest yet, in the words of what the user can do about it. */
export function CompetitorDiscoveryEmpty({ reason }: { reason: 'no-checks' | 'simulated' | 'no-results' | 'nothing-new' }) {
  switch (reason) {
    case 'no-checks':
      return (
        <DiscoveryNote title="No checks yet">
          <p>Discovery uses the result pages of your recent checks; run a few checks first. {checkLink}</p>
        </DiscoveryNote>
      );
    case 'simulated':
      return (
        <DiscoveryNote title="Discovery needs real search results">
          <p>
            Your recent checks used simulated results, which are made up for each check and never kept. Once your checks run on a real
            search engine, the sites that rank beside you show here.
          </p>
        </DiscoveryNote>
      );
    case 'no-results':
      return (
        <DiscoveryNote title="No recent result pages to look at">
          <p>
            Discovery uses the result pages of your recent checks, which are kept for a short while after each check. Run a few checks
            (or let your scheduled checks run), then come back. {checkLink}
          </p>
        </DiscoveryNote>
      );
    case 'nothing-new':
      return (
        <DiscoveryNote title="No new competitors found">
          <p>Every site in the top 10 for your recent keywords is your own or one you already track.</p>
        </DiscoveryNote>
      );
  }
}
