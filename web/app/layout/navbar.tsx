import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { GUEST_NAV_LINKS, isNavLinkActive } from './nav-links';
import { useScrolled } from './use-scrolled';

/** Fixed top bar, logged-out variant. Translucent with a shadow once the page is scrolled past 10px. */
export function Navbar() {
  const { pathname } = useLocation();
  const scrolled = useScrolled(10);

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
      <nav aria-label="Main" className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <ul className="hidden items-center gap-1 md:flex">
          {GUEST_NAV_LINKS.map((item) => {
            const active = isNavLinkActive(pathname, item.href);
            return (
              <li key={item.href}>
                <Link
                  to={item.href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    active ? 'bg-brand-soft text-brand-soft-foreground' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="hidden items-center gap-2 md:flex">
          <Link to={paths.login} className={buttonClasses('ghost', 'sm')}>
            Login
          </Link>
          <Link to={paths.signup} className={buttonClasses('primary', 'sm')}>
            Sign Up Free
          </Link>
        </div>
        <MobileDrawer pathname={pathname} />
      </nav>
    </header>
  );
}
