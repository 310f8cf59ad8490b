import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { cn } from '../../lib/cn';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { NavbarActions } from './navbar-actions';
import { useCurrentWorkspace } from '../../lib/workspaces';
import { GUEST_NAV_LINKS, SIGNED_IN_NAV_LINKS, isNavLinkActive, linksForRole } from './nav-links';
import { useScrolled } from './use-scrolled';
import { lazyWithData } from '../../components/with-data-layer';

// Only a client reading someone's workspace sees it: the white label's query stays out of everyone else's load.
const ClientBrand = lazyWithData(() => import('./client-brand').then((m) => m.ClientBrand));

/**
 * Fixed top bar in its logged-out and logged-in variants (spec §2). Translucent with a shadow once the
 * page is scrolled past 10px. The signed-in variant has twice the links, so they move into the drawer
 * below the lg breakpoint instead of md.
 */
export function Navbar() {
  const { pathname } = useLocation();
  const scrolled = useScrolled(10);
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const workspace = useCurrentWorkspace(signedIn);
  const links = signedIn ? linksForRole(SIGNED_IN_NAV_LINKS, !workspace.can('track')) : GUEST_NAV_LINKS;

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 h-navbar border-b transition-[background-color,box-shadow,border-color] duration-200',
        scrolled
          ? 'border-border bg-background/80 shadow-md backdrop-blur-md supports-[backdrop-filter]:bg-background/70'
          : 'border-transparent bg-background',
      )}
    >
      {/* Signed in, the bar holds nine links, the plan badge and four actions: the wider frame keeps each on one line at 1280 px. */}
      <nav aria-label="Main" className={cn('mx-auto flex h-full items-center justify-between gap-4 px-4 sm:px-6', signedIn ? 'max-w-7xl' : 'max-w-6xl')}>
        {signedIn && workspace.role === 'client' && workspace.workspace !== null ? (
          <Suspense fallback={<Logo compact />}>
            <ClientBrand compact />
          </Suspense>
        ) : (
          <Logo compact={signedIn} />
        )}
        <ul className={cn('hidden items-center', signedIn ? 'gap-0.5 lg:flex' : 'gap-1 md:flex')}>
          {links.map((item) => {
            const active = isNavLinkActive(pathname, item.href);
            return (
              <li key={item.href}>
                <Link
                  to={item.href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'rounded-md py-2 text-sm font-medium transition-colors',
                    signedIn ? 'px-2.5' : 'px-3',
                    active ? 'bg-brand-soft text-brand-soft-foreground' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="flex items-center gap-2">
          <NavbarActions session={session} />
          <MobileDrawer pathname={pathname} session={session} />
        </div>
      </nav>
    </header>
  );
}
