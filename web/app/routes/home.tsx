import { Suspense, lazy, memo, useEffect } from 'react';
import { RANK_CHECKER_ID } from '../../config/paths';
import { site } from '../../config/site';
import { useSession } from '../../features/auth/hooks/use-session';
import { CheckerSection } from '../../features/home/components/checker-section';
import { Features } from '../../features/home/components/features';
import { Hero } from '../../features/home/components/hero';
import { Testimonials } from '../../features/home/components/testimonials';
import { TrialCta } from '../../features/home/components/trial-cta';
import { suggestCompetitors } from '../../features/competitors/components/suggest-competitors';
import { RankChecker } from '../../features/rank-check/components/rank-checker';
import { scrollToId } from '../../lib/scroll-to-id';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ErrorBoundary } from '../error-boundary';
import { PanelError } from '../panel-error';
import { useBelowFoldReady } from './use-below-fold-ready';
import { useCheckSentBeforeLoad } from './use-check-sent-before-load';
import { useCheckerPlan } from './use-checker-plan';
import { usePendingCheckReplay } from './use-pending-check-replay';
import { useUpgradePrompt } from './use-upgrade-prompt';

// Signed-in users' only, and only under a result: a guest's home page does not carry it.
const ResultFooter = lazy(() => import('./result-footer').then((m) => ({ default: m.ResultFooter })));

/**
 * Home for guests and signed-in users. While the session loads the page renders as for a guest (most
 * visitors are), so nothing waits for it; the guest-only parts go once a user is known.
 */
export function HomeRoute() {
  useDocumentTitle(`${site.name} — ${site.tagline}`);
  const { status } = useSession();
  return <HomePage signedIn={status === 'signed-in'} />;
}

/**
 * The page itself, drawn again only when the visitor signs in or out: the session answering "signed out"
 * for a guest (every first visit) must not re-render the whole page on a phone's slow CPU.
 */
const HomePage = memo(function HomePage({ signedIn }: { signedIn: boolean }) {
  const replay = usePendingCheckReplay(signedIn);
  const sent = useCheckSentBeforeLoad();
  const { plan, access, dailyLimitReached } = useCheckerPlan(signedIn);
  const upgrade = useUpgradePrompt(signedIn);
  const belowFoldReady = useBelowFoldReady();

  useEffect(() => {
    // The replayed check runs in the checker, the one sent early waits there: bring it into view.
    if (replay || sent) scrollToId(RANK_CHECKER_ID);
  }, [replay, sent]);

  return (
    <>
      <Hero signedIn={signedIn} />
      <CheckerSection signedIn={signedIn}>
        <ErrorBoundary fallback={(error) => <PanelError error={error} />}>
          <RankChecker
            guest={!signedIn}
            replay={replay}
            initialValues={sent ?? undefined}
            access={access}
            dailyLimitReached={dailyLimitReached}
            onChecked={upgrade.onChecked}
            competitorSuggestions={signedIn && access === 'full' ? suggestCompetitors : undefined}
            resultFooter={
              signedIn
                ? (checked) => (
                    <Suspense fallback={null}>
                      <ResultFooter checked={checked} plan={plan} />
                    </Suspense>
                  )
                : undefined
            }
          />
        </ErrorBoundary>
      </CheckerSection>
      {upgrade.dialog}
      {belowFoldReady ? (
        <>
          <Features />
          <Testimonials />
          {signedIn ? null : <TrialCta />}
        </>
      ) : null}
    </>
  );
});
