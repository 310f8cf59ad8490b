import { useQueryClient } from '@tanstack/react-query';
import LogOut from 'lucide-react/icons/log-out';
import { useNavigate } from 'react-router';
import type { WorkspaceSummary } from '../../../../contracts/workspace';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { switchWorkspace, workspacesKey } from '../../../lib/workspaces';
import { useLeaveWorkspace } from '../api/team';
import { ConfirmButton } from './confirm-button';

interface LeaveWorkspaceButtonProps {
  workspace: WorkspaceSummary;
  /**
   * Said just before the tab switches back to the user's own workspace: the page showing this one hides it rather
   * than show the user's own team for a moment before the dashboard opens.
   */
  onLeft: () => void;
}

/** "Leave workspace": after asking, leaves the workspace the tab acts in and goes back to one's own. */
export function LeaveWorkspaceButton({ workspace, onLeft }: LeaveWorkspaceButtonProps) {
  const leave = useLeaveWorkspace();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = async () => {
    await leave.mutateAsync();
    onLeft();
    switchWorkspace(queryClient, null);
    void queryClient.invalidateQueries({ queryKey: workspacesKey });
    void navigate(paths.dashboard);
    void notify.success('You left the workspace', `You are back in your own account. ${workspace.name} can invite you again.`);
  };
  return (
    <ConfirmButton
      danger
      trigger={
        <>
          <LogOut aria-hidden="true" />
          Leave workspace
        </>
      }
      title="Leave this workspace?"
      description={
        <>
          You lose access to the sites and reports of <span className="font-medium text-foreground [overflow-wrap:anywhere]">{workspace.name}</span> at
          once, with the API keys you made there. To come back you need a new invitation.
        </>
      }
      confirmLabel="Leave workspace"
      pendingLabel="Leaving…"
      onConfirm={confirm}
    />
  );
}
