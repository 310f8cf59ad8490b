import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { saveCheckerDraft } from '../../lib/pending-rank-check';
import type { SessionState } from '../../features/auth/hooks/use-session';
import { BellPlaceholder } from '../../features/notifications/components/bell-placeholder';
import { useCurrentWorkspace } from '../../lib/workspaces';
import { CheckRankingsButton } from './check-rankings-button';
import { PlanBadge } from './plan-badge';
import { UserAvatar } from './user-avatar';
import { lazyWithData } from '../../components/with-data-layer';

// The avatar menu (radix DropdownMenu and its positioning code) is only for signed-in users: guests,
// most home page visitors, never download it.
const UserMenu = lazyWithData(() => import('./user-menu').then((m) => m.UserMenu));
// The bell, its panel and their polling are signed-in only too.
const NotificationBell = lazyWithData(() => import('../../features/notifications/components/notification-bell').then((m) => m.NotificationBell));

/** Spec §4: a guest going to sign in or sign up from the checker keeps the check they typed. */
const keepCheckerDraft = () => saveCheckerDraft(new Date());

/** Right side of the desktop navbar for each session state. */
export function NavbarActions({ session }: { session: SessionState }) {
  const workspace = useCurrentWorkspace(session.status === 'signed-in');
  if (session.status === 'loading') {
    // Same size as the guest actions, so nothing moves when the session arrives.
    return <div aria-hidden="true" data-testid="auth-actions-placeholder" className="hidden h-9 w-44 md:block" />;
  }
  if (session.status === 'signed-out' || !session.user) {
    return (
      <div className="hidden items-center gap-2 md:flex">
        <Link to={paths.login} onClick={keepCheckerDraft} className={buttonClasses('ghost', 'sm')}>
          Login
        </Link>
        <Link to={paths.signup} onClick={keepCheckerDraft} className={buttonClasses('primary', 'sm')}>
          Sign Up Free
        </Link>
      </div>
    );
  }
  const { email } = session.user;
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      {/* Wrappers hide them: the components' own classes set display, and classes are not merged. */}
      {/* A client reads someone's workspace: its plan is not theirs to see or change. */}
      {workspace.can('track') ? (
        <div className="hidden sm:block">
          <PlanBadge />
        </div>
      ) : null}
      {/* From lg, where the drawer (which has its own) is gone: an icon until xl, where the label fits. */}
      {workspace.can('track') ? (
        <div className="hidden lg:block">
          <CheckRankingsButton compact />
        </div>
      ) : null}
      {/* At every width, 360 px included: the drawer does not repeat the bell. */}
      <Suspense fallback={<BellPlaceholder />}>
        <NotificationBell />
      </Suspense>
      <Suspense fallback={<UserAvatar email={email} />}>
        <UserMenu email={email} />
      </Suspense>
    </div>
  );
}
