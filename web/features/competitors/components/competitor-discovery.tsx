import { useEffect, useRef, useState } from 'react';
import type { CompetitorDiscovery as Discovery } from '../../../../contracts/competitor-discovery';
import { LoadError } from '../../../components/ui/load-error';
import { useCompetitorDiscovery } from '../api/get-competitor-discovery';
import { CompetitorDiscoveryItem } from './competitor-discovery-item';
import { CompetitorDiscoveryEmpty, CompetitorDiscoverySkeleton } from './competitor-discovery-states';

function emptyReason(data: Discovery) {
  if (data.queriesConsidered === 0) return 'no-checks';
  if (data.queriesWithResults > 0) return 'nothing-new';
  return data.simulatedQueries === data.queriesConsidered ? 'simulated' : 'no-results';
}

/**
 * The Competitors page's "Discover competitors": the sites that rank most often in the top 10 for the user's
 * recent keywords (from the result pages their checks left, never a new search), each tracked in one click
 * for the keywords, locations and engines it was seen in. A tracked one leaves the list.
 */
export function CompetitorDiscovery({ canTrack }: { canTrack: boolean }) {
  const discovery = useCompetitorDiscovery();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The Track button leaves with its item: the focus goes back to the section, not to the page's top.
  const [tracked, setTracked] = useState(0);
  useEffect(() => {
    if (tracked > 0) headingRef.current?.focus();
  }, [tracked]);
  const data = discovery.data;

  return (
    <section aria-labelledby="competitor-discovery-title" className="grid gap-4 border-t border-border pt-6">
      <div>
        <h2 id="competitor-discovery-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          Discover competitors
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Sites that rank in the top 10 for your keywords, found in the result pages of your recent checks.
          {data && data.queriesWithResults > 0 ? ` Based on ${data.queriesWithResults} of your ${data.queriesConsidered} recently checked keywords.` : null}
        </p>
      </div>
      {discovery.isPending ? (
        <CompetitorDiscoverySkeleton />
      ) : discovery.isError ? (
        <LoadError what="suggested competitors" error={discovery.error} onRetry={() => void discovery.refetch()} />
      ) : discovery.data.items.length === 0 ? (
        <CompetitorDiscoveryEmpty reason={emptyReason(discovery.data)} />
      ) : (
        <>
          {canTrack ? null : <p className="text-sm text-muted-foreground">Remove a competitor to track one of these.</p>}
          <ul className="grid gap-3" aria-label="Discovered competitors">
            {discovery.data.items.map((found) => (
              <CompetitorDiscoveryItem
                key={found.domain}
                found={found}
                outOf={discovery.data.queriesWithResults}
                canTrack={canTrack}
                onTracked={() => setTracked((count) => count + 1)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
