import { useId, useRef } from 'react';
import type { TeamMember } from '../../../../contracts/workspace';
import type { WorkspaceRole } from '../../../../core/workspaces/roles';
import { TeamMemberItem } from './team-member-item';

/** Everyone in the workspace, its owner first. */
export function TeamMembersList({ members, viewer, sites }: { members: TeamMember[]; viewer: WorkspaceRole; sites: string[] }) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="font-semibold">
        Members
      </h4>
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-labelledby={headingId}
        className="divide-y divide-border rounded-md focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        {members.map((member) => (
          <TeamMemberItem key={member.userId} member={member} viewer={viewer} sites={sites} fallbackFocus={() => listRef.current} />
        ))}
      </ul>
    </section>
  );
}
