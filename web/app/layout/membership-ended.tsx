import { useContext, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryClientContext } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { onNotAMember } from '../../lib/api-client';
import { switchWorkspace, workspacesKey } from '../../lib/workspaces';

/** Back to one's own workspace (its dashboard, or the page given), with what the previous one showed dropped. */
export function useBackHome() {
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
