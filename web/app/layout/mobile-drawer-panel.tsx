import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import CreditCard from 'lucide-react/icons/credit-card';
import Crown from 'lucide-react/icons/crown';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import X from 'lucide-react/icons/x';
import { Button, buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/api/sign-out';
import type { SessionState } from '../../features/auth/hooks/use-session';
import { cn } from '../../lib/cn';
import { saveCheckerDraft } from '../../lib/pending-rank-check';
import { CheckRankingsButton } from './check-rankings-button';
import { Logo } from './logo';
import { GUEST_NAV_LINKS, SIGNED_IN_NAV_LINKS, isNavLinkActive, linksForRole } from './nav-links';
import { useCurrentWorkspace } from '../../lib/workspaces';
import { usePlanInfo } from '../../features/plans/api/get-plan';
import { TrialActiveBadge } from '../../features/plans/components/trial-active-badge';
import { planLabel, upsellItem } from '../../features/plans/lib/plan-display';
import { PlanBadge } from './plan-badge';
import { UserAvatar } from './user-avatar';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  session: SessionState;
}

function SignedInActions({ email, close }: { email: string; close: () => void }) {
  const signOut = useSignOut();
  const workspace = useCurrentWorkspace();
  const plan = usePlanInfo(true);
  // The plan shown is the workspace's: only its owner can change it.
  const upsell = plan && workspace.can('billing') ? upsellItem(plan) : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="mb-2 grid grid-cols-1 gap-2 rounded-lg bg-muted p-3">
        <div className="flex items-center gap-3">
          <UserAvatar email={email} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium" title={email}>
              {email}
            </p>
            <p className="text-xs text-muted-foreground">{plan ? planLabel(plan) : 'Loading plan…'}</p>
          </div>
          <PlanBadge />
        </div>
        <TrialActiveBadge plan={plan} className="justify-self-start" />
      </div>
      {workspace.can('track') ? <CheckRankingsButton size="md" className="w-full" onNavigate={close} /> : null}
      {upsell ? (
        <Link to={upsell.href} onClick={close} className={buttonClasses('outline', 'md', 'w-full')}>
          {upsell.label === 'Upgrade to Pro' ? <Crown aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
          {upsell.label}
        </Link>
      ) : null}
      <Link to={paths.settings} onClick={close} className={buttonClasses('outline', 'md', 'w-full')}>
        <Settings aria-hidden="true" />
        Settings
      </Link>
      <Button
        variant="ghost"
        className="w-full"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: close })}
      >
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </div>
  );
}

/** Side drawer for small screens: repeats the navbar's links and actions, closes when one is chosen. */
export function MobileDrawerPanel({ open, onOpenChange, pathname, session }: Props) {
  const close = () => onOpenChange(false);
  // Spec §4: a guest going to sign in or sign up from the checker keeps the check they typed.
  const leaveForAccount = () => {
    saveCheckerDraft(new Date());
    close();
  };
  const signedIn = session.status === 'signed-in' && session.user !== null;
  const workspace = useCurrentWorkspace(signedIn);
  const links = signedIn ? linksForRole(SIGNED_IN_NAV_LINKS, !workspace.can('track')) : GUEST_NAV_LINKS;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col gap-6 overflow-y-auto border-l border-border bg-background p-5 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Logo onClick={close} />
            <Dialog.Close className={buttonClasses('ghost', 'icon')} aria-label="Close menu">
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {links.map((item) => {
                const active = isNavLinkActive(pathname, item.href);
                return (
                  <li key={item.href}>
                    <Link
                      to={item.href}
                      onClick={close}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'block rounded-md px-3 text-base font-medium',
                        signedIn ? 'py-2.5' : 'py-3',
                        active ? 'bg-brand-soft text-brand-soft-foreground' : 'text-foreground hover:bg-muted',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-auto">
            {signedIn && session.user ? (
              <SignedInActions email={session.user.email} close={close} />
            ) : session.status === 'signed-out' ? (
              <div className="flex flex-col gap-2">
                <Link to={paths.login} onClick={leaveForAccount} className={buttonClasses('outline', 'md', 'w-full')}>
                  Login
                </Link>
                <Link to={paths.signup} onClick={leaveForAccount} className={buttonClasses('primary', 'md', 'w-full')}>
                  Sign Up Free
                </Link>
              </div>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
