import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import ChartLine from 'lucide-react/icons/chart-line';
import CreditCard from 'lucide-react/icons/credit-card';
import Crown from 'lucide-react/icons/crown';
import FileText from 'lucide-react/icons/file-text';
import History from 'lucide-react/icons/history';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/api/sign-out';
import { usePlanInfo } from '../../features/plans/api/get-plan';
import { TrialActiveBadge } from '../../features/plans/components/trial-active-badge';
import { planLabel, upsellItem } from '../../features/plans/lib/plan-display';
import { useCurrentWorkspace } from '../../lib/workspaces';
import { ACCOUNT_MENU_LINKS, linksForRole } from './nav-links';
import { UserAvatar } from './user-avatar';
import { WorkspaceMenuItems } from './workspace-menu-items';

const ICONS: Record<string, ReactNode> = {
  [paths.dashboard]: <LayoutDashboard aria-hidden="true" />,
  [paths.history]: <History aria-hidden="true" />,
  [paths.reports]: <FileText aria-hidden="true" />,
  [paths.settings]: <Settings aria-hidden="true" />,
};

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm outline-none select-none ' +
  'data-[highlighted]:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-60 [&_svg]:size-4 [&_svg]:text-muted-foreground';

const Separator = () => <DropdownMenu.Separator className="my-1 h-px bg-border" />;

/** Avatar menu (spec §2): 'My Account', plan, e-mail, upsell, account pages and Logout. */
export function UserMenu({ email }: { email: string }) {
  const signOut = useSignOut();
  const plan = usePlanInfo(true);
  const workspace = useCurrentWorkspace();
  // The plan shown is the workspace's: only its owner can change it.
  const upsell = plan && workspace.can('billing') ? upsellItem(plan) : null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <UserAvatar email={email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-semibold">My Account</span>
            <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
              {plan ? planLabel(plan) : 'Loading plan…'}
              <TrialActiveBadge plan={plan} />
            </span>
            <span className="mt-1 block truncate text-sm text-muted-foreground" title={email}>
              {email}
            </span>
          </DropdownMenu.Label>
          <Separator />
          <WorkspaceMenuItems />
          {upsell ? (
            <>
              <DropdownMenu.Item asChild className={`${itemClasses} font-medium text-brand [&_svg]:text-brand`}>
                <Link to={upsell.href}>
                  {upsell.label === 'Upgrade to Pro' ? <Crown aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
                  {upsell.label}
                </Link>
              </DropdownMenu.Item>
              <Separator />
            </>
          ) : null}
          {linksForRole(ACCOUNT_MENU_LINKS, !workspace.can('track')).map((item) => (
            <DropdownMenu.Item key={item.href} asChild className={itemClasses}>
              <Link to={item.href}>
                {ICONS[item.href] ?? <ChartLine aria-hidden="true" />}
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <Separator />
          <DropdownMenu.Item className={itemClasses} disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
