import type { WorkspaceSummary } from '../../../../contracts/workspace';
import { LeaveWorkspaceButton } from './leave-workspace-button';
import { withArticle } from './role-text';
import { TeamCard } from './team-card';

/** A member or client in someone else's workspace: who they are there, and leaving it. */
export function LeaveWorkspaceCard({ workspace, onLeft }: { workspace: WorkspaceSummary; onLeft: () => void }) {
  return (
    <TeamCard
      description={
        <>
          You are {withArticle(workspace.role)} in <span className="font-medium text-foreground [overflow-wrap:anywhere]">{workspace.name}</span>’s workspace.
        </>
      }
    >
      <div className="grid gap-4 text-sm">
        <p className="text-muted-foreground">
          {workspace.role === 'client'
            ? 'You see the rankings and reports of the sites shared with you. '
            : 'You can track keywords, run checks and share reports here. '}
          Its owner and admins manage who is in it.
        </p>
        <div>
          <LeaveWorkspaceButton workspace={workspace} onLeft={onLeft} />
        </div>
      </div>
    </TeamCard>
  );
}
