import { startTransition, useEffect, useState } from 'react';
import { isHydrating } from '../../lib/client-value';

/** A fresh visit (not a reload or back/forward, which restore a scroll position) at the top of the page. */
function isFreshVisitAtTop(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'navigate' && window.location.hash === '' && window.scrollY === 0;
}

// Decided when the app boots; the build-time render (no window) draws the first screen only.
let deferPending = typeof window === 'undefined' || isFreshVisitAtTop();

/**
 * Whether the home page's sections below the first screen may render. The build renders the first screen
 * only, so over its markup they come once the page is hydrated. On a fresh visit they come in a transition
 * right after the first screen is committed, so the first render is half the work on a slow phone (nobody
 * sees them yet); reloads, back/forward and later visits in the same app render them at once, so a restored
 * scroll position or an anchor finds the whole page.
 */
export function useBelowFoldReady(): boolean {
  const [ready, setReady] = useState(() => !isHydrating() && !deferPending);
  useEffect(() => {
    if (ready) return;
    const fresh = deferPending;
    deferPending = false;
    if (fresh) startTransition(() => setReady(true));
    else setReady(true);
  }, [ready]);
  return ready;
}
