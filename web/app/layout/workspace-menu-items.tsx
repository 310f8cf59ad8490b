import { DropdownMenu } from 'radix-ui';
import Check from 'lucide-react/icons/check';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { roleWithAccess } from '../../config/workspace-roles';
import { switchWorkspace, useCurrentWorkspace, useWorkspaces } from '../../lib/workspaces';

const itemClasses =
  'flex cursor-pointer items-start gap-2.5 rounded-md px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * The avatar menu's workspaces, when the user belongs to more than their own: the one this tab acts in is
 * checked; choosing another switches to it (its sites page, where every role starts).
 */
export function WorkspaceMenuItems() {
  const { data: workspaces } = useWorkspaces();
  const current = useCurrentWorkspace();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!workspaces || workspaces.length < 2) return null;
  return (
    <>
      <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Workspaces</DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={current.workspace?.id ?? ''}
        onValueChange={(id) => {
          const chosen = workspaces.find((item) => item.id === id);
          if (!chosen) return;
          switchWorkspace(queryClient, chosen.own ? null : chosen.id);
          void navigate(chosen.own ? paths.dashboard : `${paths.sites}?workspace=${chosen.id}`);
        }}
      >
        {workspaces.map((workspace) => (
          <DropdownMenu.RadioItem key={workspace.id} value={workspace.id} className={itemClasses}>
            <DropdownMenu.ItemIndicator forceMount className="w-4">
              {current.workspace?.id === workspace.id ? <Check aria-hidden="true" /> : null}
            </DropdownMenu.ItemIndicator>
            <span className="min-w-0">
              <span className="block truncate font-medium" title={workspace.name}>
                {workspace.own ? 'Your workspace' : workspace.name}
              </span>
              <span className="block text-xs text-muted-foreground">{roleWithAccess(workspace.role)}</span>
            </span>
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
      <DropdownMenu.Separator className="my-1 h-px bg-border" />
    </>
  );
}
