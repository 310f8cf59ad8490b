import { Suspense, lazy } from 'react';
import { useCurrentWorkspace } from '../../lib/workspaces';
import { BellPlaceholder } from '../../features/notifications/components/bell-placeholder';
import { CheckRankingsButton } from './check-rankings-button';
import { PlanBadge } from './plan-badge';
import { UserAvatar } from './user-avatar';

// The avatar menu (radix DropdownMenu and its positioning code) and the bell with its panel and polling come
// after the rest of the bar: each its own chunk.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })));

/**
 * Right side of the desktop navbar for a signed-in user: plan, Check Rankings, the bell and the account menu. A
 * chunk of its own, loaded with the data layer once someone is signed in: a guest's page carries none of it.
 */
export function SignedInActions({ email }: { email: string }) {
  const workspace = useCurrentWorkspace();
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
