import { site } from '../../config/site';
import { CheckerSection } from '../../features/home/components/checker-section';
import { Features } from '../../features/home/components/features';
import { Hero } from '../../features/home/components/hero';
import { Testimonials } from '../../features/home/components/testimonials';
import { TrialCta } from '../../features/home/components/trial-cta';
import { RankChecker } from '../../features/rank-check/components/rank-checker';
import { ErrorBoundary } from '../error-boundary';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PanelError } from '../panel-error';

/** Sign-in arrives with a later feature; until then every visitor is a guest. */
const GUEST = true;

export function HomeRoute() {
  useDocumentTitle(`${site.name} — ${site.tagline}`);
  return (
    <>
      <Hero />
      <CheckerSection>
        <ErrorBoundary fallback={(error) => <PanelError error={error} />}>
          <RankChecker guest={GUEST} />
        </ErrorBoundary>
      </CheckerSection>
      <Features />
      <Testimonials />
      {GUEST ? <TrialCta /> : null}
    </>
  );
}
