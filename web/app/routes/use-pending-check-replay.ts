import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { takePendingCheck, type PendingRankCheck } from '../../lib/pending-rank-check';

/**
 * Spec §4: once the visitor is signed in, a pending check under 1 hour old is handed to the checker (and
 * removed from storage so it runs once); an older one is discarded. Looked for on every navigation, not only
 * on arrival: a notification's "Check again" stores a check and navigates here even when already here.
 */
export function usePendingCheckReplay(signedIn: boolean): PendingRankCheck | null {
  const [pending, setPending] = useState<PendingRankCheck | null>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (!signedIn) return;
    const taken = takePendingCheck(new Date());
    if (taken) setPending(taken);
  }, [signedIn, key]);
  return pending;
}
