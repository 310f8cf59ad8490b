import { startTransition, useEffect, useState } from 'react';

/** A fresh visit (not a reload or back/forward, which restore a scroll position) at the top of the page. */
function isFreshVisitAtTop(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'navigate' && window.location.hash === '' && window.scrollY === 0;
}

// Decided when the app boots; the build-time render (no window) draws the first screen only.
let deferPending = typeof window === 'undefined' || isFreshVisitAtTop();

/**
 * Whether the home page's sections below the first screen may render. On a fresh visit they come in a
 * transition right after the first screen is committed, so the first render is half the work on a slow
 * phone (nobody sees them yet). Later visits in the same app, reloads and back/forward render everything at
 * once, so a restored scroll position or an anchor finds the whole page.
 */
export function useBelowFoldReady(): boolean {
  const [ready, setReady] = useState(!deferPending);
  useEffect(() => {
    deferPending = false;
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
