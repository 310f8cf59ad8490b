import Building2 from 'lucide-react/icons/building-2';
import { Button } from '../../components/ui/button';
import { roleWithAccess } from '../../config/workspace-roles';
import { useActiveWorkspaceId, useCurrentWorkspace } from '../../lib/workspaces';
import { useBackHome } from './membership-ended';

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

