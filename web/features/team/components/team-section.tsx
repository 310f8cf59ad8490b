import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentWorkspace, useWorkspaces } from '../../../lib/workspaces';
import { useTeam } from '../api/team';
import { LeaveWorkspaceCard } from './leave-workspace-card';
import { TeamCard } from './team-card';
import { TeamManager } from './team-manager';

const DESCRIPTION = 'Who works in this account, and what each of them may do.';

function Loading() {
  return (
    <div role="status">
      <span className="sr-only">Loading your team…</span>
      <Skeleton className="h-40" />
    </div>
  );
}

/**
 * Settings: the team of the workspace the tab acts in. Its owner and admins manage the people in it; a member or
 * client of someone else's workspace can leave it. Takes no props: it loads its own data.
 */
export function TeamSection() {
  const { workspace, role, can } = useCurrentWorkspace();
  const workspaces = useWorkspaces();
  const manages = can('audit');
  // Set on leaving this workspace: the card goes, rather than show the user's own team before the dashboard opens.
  const [left, setLeft] = useState(false);
  // In one's own workspace the role is known to be owner (or admin, after handing it over) before the list
  // arrives, so the team loads beside it; elsewhere it waits for the role.
  const team = useTeam(manages && !left);

  if (left) return null;

  if (!workspace) {
    if (workspaces.isError) {
      return (
        <TeamCard description={DESCRIPTION}>
          <LoadError what="your team" error={workspaces.error} onRetry={() => void workspaces.refetch()} />
        </TeamCard>
      );
    }
    // Loaded without this workspace: the user is no longer in it, which the app says on its own (NOT_A_MEMBER).
    return workspaces.isPending ? (
      <TeamCard description={DESCRIPTION}>
        <Loading />
      </TeamCard>
    ) : null;
  }
  if (!manages) return workspace.own ? null : <LeaveWorkspaceCard workspace={workspace} onLeft={() => setLeft(true)} />;
  return (
    <TeamCard description={DESCRIPTION}>
      {team.isPending ? (
        <Loading />
      ) : team.isError ? (
        <LoadError what="your team" error={team.error} onRetry={() => void team.refetch()} />
      ) : (
        <TeamManager
          team={team.data}
          // The team's own answer says the user's role first: it changes with the answer that hands ownership over.
          viewer={team.data.members.find((member) => member.you)?.role ?? role}
          workspace={workspace}
          onLeft={() => setLeft(true)}
        />
      )}
    </TeamCard>
  );
}
