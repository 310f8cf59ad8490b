import { useId } from 'react';
import Crown from 'lucide-react/icons/crown';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserX from 'lucide-react/icons/user-x';
import type { TeamMember } from '../../../../contracts/workspace';
import type { WorkspaceRole } from '../../../../core/workspaces/roles';
import { Badge } from '../../../components/ui/badge';
import { notify } from '../../../lib/notify';
import { useRemoveMember, useTransferOwnership } from '../api/team';
import { ConfirmButton } from './confirm-button';
import { MemberRoleControl } from './member-role-control';
import { ROLE_LABELS } from './role-text';

interface TeamMemberItemProps {
  member: TeamMember;
  /** The role of the person looking: what they may do to this row. */
  viewer: WorkspaceRole;
  /** The workspace's tracked sites, to choose a client's from. */
  sites: string[];
  /** Where focus goes when this row goes away. */
  fallbackFocus: () => HTMLElement | null;
}

/** Who may do what to a row, as the server decides it: only the owner changes roles, removes an admin or hands over. */
function allowed(member: TeamMember, viewer: WorkspaceRole) {
  const owner = viewer === 'owner';
  return {
    changeRole: owner && !member.you && member.role !== 'owner',
    transfer: owner && !member.you && member.role === 'admin',
    remove: !member.you && member.role !== 'owner' && (owner || member.role !== 'admin'),
  };
}

/** One person: e-mail, role (a client with the sites they see) and what the viewer may do about them. */
export function TeamMemberItem({ member, viewer, sites, fallbackFocus }: TeamMemberItemProps) {
  const emailId = useId();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const can = allowed(member, viewer);
  return (
    <li aria-labelledby={emailId} className="flex flex-col gap-3 py-4 text-sm first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <p id={emailId} className="min-w-0 font-medium [overflow-wrap:anywhere]">
            {member.email}
          </p>
          {member.you ? <Badge tone="brand">You</Badge> : null}
          {member.twoStep ? (
            <Badge tone="success">
              <ShieldCheck aria-hidden="true" />
              Two-step on
            </Badge>
          ) : (
            <Badge tone="caution">Two-step off</Badge>
          )}
          {can.changeRole ? null : <Badge>{ROLE_LABELS[member.role]}</Badge>}
        </div>
        {member.role === 'client' ? (
          <p className="text-muted-foreground [overflow-wrap:anywhere]">
            Sees {member.sites.length ? member.sites.join(', ') : 'no sites yet'}
          </p>
        ) : null}
        {can.changeRole && member.role !== 'owner' ? <MemberRoleControl member={{ ...member, role: member.role }} sites={sites} /> : null}
      </div>
      {can.transfer || can.remove ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          {can.transfer ? (
            <ConfirmButton
              trigger={
                <>
                  <Crown aria-hidden="true" />
                  Make owner<span className="sr-only"> {member.email}</span>
                </>
              }
              title="Make this admin the owner?"
              description={
                <>
                  <span className="font-medium text-foreground [overflow-wrap:anywhere]">{member.email}</span> takes over this workspace, with its plan and
                  billing. You will become an admin: you keep your access and can still manage the team, but no longer roles, billing or ownership.
                </>
              }
              confirmLabel="Make owner"
              pendingLabel="Handing over…"
              // The button goes once the user is an admin: focus stays in the list.
              fallbackFocus={fallbackFocus}
              onConfirm={() => transfer.mutateAsync(member.userId).then(() => void notify.success('Ownership handed over', `${member.email} now owns this workspace.`))}
            />
          ) : null}
          {can.remove ? (
            <ConfirmButton
              danger
              trigger={
                <>
                  <UserX aria-hidden="true" />
                  Remove<span className="sr-only"> {member.email}</span>
                </>
              }
              title="Remove this person?"
              description={
                <>
                  <span className="font-medium text-foreground [overflow-wrap:anywhere]">{member.email}</span> leaves this workspace. Their access ends at
                  once, with the API keys they made here.
                </>
              }
              confirmLabel="Remove"
              pendingLabel="Removing…"
              fallbackFocus={fallbackFocus}
              onConfirm={() => remove.mutateAsync(member.userId).then(() => void notify.success('Removed from the team', member.email))}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
