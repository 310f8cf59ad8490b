import { useEffect, useState } from 'react';
import { takePendingCheck, type PendingRankCheck } from '../../lib/pending-rank-check';

/**
 * Spec §4: once the visitor is signed in, a pending check under 1 hour old is handed to the checker (and
 * removed from storage so it runs once); an older one is discarded.
 */
export function usePendingCheckReplay(signedIn: boolean): PendingRankCheck | null {
  const [pending, setPending] = useState<PendingRankCheck | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    const taken = takePendingCheck(new Date());
    if (taken) setPending(taken);
  }, [signedIn]);
  return pending;
}
