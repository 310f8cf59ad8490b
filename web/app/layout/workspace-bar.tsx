import { useContext, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryClientContext } from '@tanstack/react-query';
import Building2 from 'lucide-react/icons/building-2';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { roleWithAccess } from '../../config/workspace-roles';
import { onNotAMember } from '../../lib/api-client';
import { switchWorkspace, useActiveWorkspaceId, useCurrentWorkspace, workspacesKey } from '../../lib/workspaces';

/** Back to one's own workspace (its dashboard, or the page given), with what the previous one showed dropped. */
function useBackHome() {
  // The shell is on every page, a guest's too: it does not load the data layer, which a signed-in page has loaded.
  const queryClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  return (to: string = paths.dashboard) => {
    switchWorkspace(queryClient, null);
    void queryClient?.invalidateQueries({ queryKey: workspacesKey });
    void navigate(to);
  };
}

/**
 * Under the navbar while the tab acts in someone else's workspace: whose it is and the role held there (the page
 * must say where one is), with the way back to one's own.
 */
export function WorkspaceBar() {
  const id = useActiveWorkspaceId();
  const { workspace, role } = useCurrentWorkspace(id !== null);
  const backHome = useBackHome();
  if (id === null) return null;
  return (
    <div className="border-b border-brand/20 bg-brand-soft text-brand-soft-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 text-sm sm:px-6">
        <p className="flex min-w-0 items-center gap-2">
          <Building2 aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 truncate">
            Workspace: <strong className="font-semibold">{workspace?.name ?? '…'}</strong>
            <span className="text-brand-soft-foreground/80"> · {roleWithAccess(role)}</span>
          </span>
        </p>
        <Button variant="ghost" size="sm" className="h-7 px-2 text-brand-soft-foreground" onClick={() => backHome()}>
          Back to your workspace
        </Button>
      </div>
    </div>
  );
}

/**
 * What a page shows once the workspace it acts in is no longer the user's (they were removed, or left in
 * another tab): says so at once, in place of data it may no longer read, and offers their own workspace.
 */
export function useMembershipEnded(): { ended: Refusal | null; backHome: () => void } {
  const [ended, setEnded] = useState<Refusal | null>(null);
  const backHome = useBackHome();
  useEffect(() => onNotAMember((message, code) => setEnded({ message, code })), []);
  return {
    ended,
    backHome: () => {
      setEnded(null);
      // Refused for want of a second step: straight to where one is set up.
      backHome(ended?.code === 'TWO_STEP_REQUIRED_BY_TEAM' ? `${paths.settings}#security` : paths.dashboard);
    },
  };
}

interface Refusal {
  message: string;
  code: 'NOT_A_MEMBER' | 'TWO_STEP_REQUIRED_BY_TEAM';
}

export function MembershipEnded({ refusal, onBack }: { refusal: Refusal; onBack: () => void }) {
  const twoStep = refusal.code === 'TWO_STEP_REQUIRED_BY_TEAM';
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-balance">{twoStep ? 'This workspace requires two-step sign-in' : 'You no longer have access to this workspace'}</h1>
      <p className="text-muted-foreground">{refusal.message}</p>
      <div>
        <Button onClick={onBack}>{twoStep ? 'Set up two-step sign-in' : 'Go to your workspace'}</Button>
      </div>
    </div>
  );
}
