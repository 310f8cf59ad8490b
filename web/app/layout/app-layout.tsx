import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { useTimeZoneSync } from '../../features/plans/api/update-time-zone';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageSkeleton } from './page-skeleton';
import { MAIN_ID, SkipLink } from './skip-link';

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <Navbar />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 pt-navbar focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** Root route element: the shell around every page; a skeleton stands in while the next page loads. */
export function AppLayout() {
  const { user } = useSession();
  // The server counts the daily allowance and the trial's days in the user's own time zone.
  useTimeZoneSync(user?.id ?? null);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Only a move to another path waits for code; same-page navigations (hash links) keep the page.
  const loadingPage = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return (
    <Shell>
      {loadingPage ? <PageSkeleton /> : <Outlet />}
      <ScrollRestoration />
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
