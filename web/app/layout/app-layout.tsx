import { Suspense, lazy, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { PwaPrompts } from '../../features/pwa/components/pwa-prompts';
import { usePageHead } from '../seo/use-page-head';
import { useActiveWorkspaceId, useCurrentWorkspace } from '../../lib/workspaces';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageSkeleton } from './page-skeleton';
import { MAIN_ID, SkipLink } from './skip-link';
import { MembershipEnded, useMembershipEnded } from './membership-ended';
import { lazyWithData } from '../../components/with-data-layer';

// Only a client reading someone's workspace sees it: the white label's query stays out of everyone else's load.
const ClientFooter = lazyWithData(() => import('./client-brand').then((m) => m.ClientFooter));
const SignedInEffects = lazy(() => import('./signed-in-effects').then((m) => ({ default: m.SignedInEffects })));
// Only for a user acting in someone else's workspace.
const WorkspaceBar = lazyWithData(() => import('./workspace-bar').then((m) => m.WorkspaceBar));

/** Our footer, or for a client reading a workspace its white label's (decision 025). */
function ShellFooter() {
  const { user } = useSession();
  const workspace = useCurrentWorkspace(user !== null);
  if (user === null || workspace.role !== 'client' || workspace.workspace === null) return <Footer />;
  return (
    <Suspense fallback={null}>
      <ClientFooter />
    </Suspense>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const elsewhere = useActiveWorkspaceId() !== null;
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <Navbar />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 pt-navbar focus:outline-none">
        {elsewhere ? (
          <Suspense fallback={null}>
            <WorkspaceBar />
          </Suspense>
        ) : null}
        {children}
      </main>
      <ShellFooter />
      <PwaPrompts />
    </div>
  );
}

/**
 * Every page opened by a full load (a link from an e-mail, the return from Stripe's Checkout) has the
 * location key 'default', so by key alone it would get the scroll position the last fully loaded page had
 * in this tab (e.g. /pricing scrolled to its Upgrade button). Such entries are remembered by path instead.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/** Root route element: the shell around every page; a skeleton stands in while the next page loads. */
export function AppLayout() {
  const { user } = useSession();
  const membership = useMembershipEnded();
  usePageHead();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Only a move to another path waits for code; same-page navigations (hash links) keep the page.
  const loadingPage = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return (
    <Shell>
      {membership.ended !== null ? (
        <MembershipEnded refusal={membership.ended} onBack={membership.backHome} />
      ) : loadingPage ? (
        <PageSkeleton />
      ) : (
        <Outlet />
      )}
      <ScrollRestoration getKey={scrollKey} />
      {user ? (
        <Suspense fallback={null}>
          <SignedInEffects userId={user.id} />
        </Suspense>
      ) : null}
    </Shell>
  );
}

/** Shown on the first load while a lazily loaded page's code arrives. */
export function AppLayoutFallback() {
  return (
    <Shell>
      <PageSkeleton />
    </Shell>
  );
}
