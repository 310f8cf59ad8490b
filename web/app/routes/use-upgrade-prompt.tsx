import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { dashboardStatsQueryOptions } from '../../features/dashboard/api/get-dashboard-stats';
import { planQueryOptions } from '../../features/plans/api/get-plan';
import { UPGRADE_DIALOG_DELAY_MS, shouldOfferUpgrade } from '../../features/plans/lib/upgrade-rules';
import { useQueryClientLater } from '../../lib/use-lazy-query';

// The dialog (radix Dialog) is needed by few visitors, and only seconds after a check: loaded then.
const UpgradeDialog = lazy(() => import('../../features/plans/components/upgrade-dialog').then((m) => ({ default: m.UpgradeDialog })));

interface Offer {
  open: boolean;
  totalChecks: number;
  trialAvailable: boolean;
}

/**
 * Spec §4: after a check, a non-trial free user with more than 3 saved checks gets the upgrade dialog 2 s
 * later. The plan and the statistics are asked for at once (the check made them stale) and judged when the
 * 2 s are up. Returns the checker's `onChecked` and the dialog to render.
 */
export function useUpgradePrompt(signedIn: boolean): { onChecked: () => void; dialog: ReactNode } {
  const queryClient = useQueryClientLater();
  const [offer, setOffer] = useState<Offer | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChecked = useCallback(() => {
    if (!signedIn) return;
    const facts = queryClient().then((client) => Promise.all([client.fetchQuery(planQueryOptions), client.fetchQuery(dashboardStatsQueryOptions)]));
    // Unknown facts mean no dialog.
    facts.catch(() => undefined);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      facts.then(([me, stats]) => {
        if (shouldOfferUpgrade(me.plan, stats.totalChecks)) {
          setOffer({ open: true, totalChecks: stats.totalChecks, trialAvailable: me.plan.trialAvailable });
        }
      }, () => undefined);
    }, UPGRADE_DIALOG_DELAY_MS);
  }, [queryClient, signedIn]);

  const dialog = offer ? (
    <Suspense fallback={null}>
      <UpgradeDialog
        open={offer.open}
        onOpenChange={(open) => setOffer((current) => (current ? { ...current, open } : current))}
        totalChecks={offer.totalChecks}
        trialAvailable={offer.trialAvailable}
      />
    </Suspense>
  ) : null;
  return { onChecked, dialog };
}
