import { useId, useRef } from 'react';
import type { Team, WorkspaceSummary } from '../../../../contracts/workspace';
import type { WorkspaceRole } from '../../../../core/workspaces/roles';
import { LeaveWorkspaceButton } from './leave-workspace-button';
import { TeamInvitationsList } from './team-invitations-list';
import { TeamInviteForm } from './team-invite-form';
import { TeamMembersList } from './team-members-list';
import { TeamSeats } from './team-seats';
import { TeamTwoStep } from './team-two-step';
import { TeamUpsell } from './team-upsell';

interface TeamManagerProps {
  team: Team;
  /** Owner or admin: an admin changes no role and removes no admin. */
  viewer: WorkspaceRole;
  workspace: WorkspaceSummary;
  /** The user left this workspace (an admin in someone else's). */
  onLeft: () => void;
}

/** What the owner and admins see: the people, pending invitations, seats and the invite form. */
export function TeamManager({ team, viewer, workspace, onLeft }: TeamManagerProps) {
  const fullNoteId = useId();
  const seatsRef = useRef<HTMLDivElement>(null);
  const full = team.seatsUsed >= team.seats;
  // Free shares with nobody. People left from a bigger plan stay listed, so they can still be removed.
  if (team.seats <= 1 && team.members.length <= 1 && team.invitations.length === 0) return <TeamUpsell />;
  return (
    <div className="grid gap-6">
      {team.seats <= 1 ? <TeamUpsell /> : null}
      <TeamMembersList members={team.members} viewer={viewer} sites={team.sites} />
      <TeamInvitationsList invitations={team.invitations} emptyFocus={() => seatsRef.current} />
      <TeamSeats ref={seatsRef} team={team} fullNoteId={fullNoteId} />
      {team.seats > 1 ? <TeamInviteForm team={team} disabledReasonId={full ? fullNoteId : null} /> : null}
      {team.members.length > 1 || team.requiresTwoStep ? <TeamTwoStep team={team} owner={viewer === 'owner'} /> : null}
      {/* An admin in someone else's workspace can only leave it themselves: nobody else removes them but the owner. */}
      {!workspace.own && viewer === 'admin' ? (
        <div className="flex flex-col gap-3 border-t border-border pt-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">
            You are an admin in <span className="font-medium text-foreground [overflow-wrap:anywhere]">{workspace.name}</span>’s workspace.
          </p>
          <div className="shrink-0">
            <LeaveWorkspaceButton workspace={workspace} onLeft={onLeft} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
