import { useId, useRef } from 'react';
import type { TeamInvitation } from '../../../../contracts/workspace';
import { TeamInvitationItem } from './team-invitation-item';

interface TeamInvitationsListProps {
  invitations: TeamInvitation[];
  /** Where focus goes when the last invitation was revoked and the list went with it. */
  emptyFocus: () => HTMLElement | null;
}

/** Invitations sent and not yet accepted; each holds a seat until it is accepted, revoked or expires. */
export function TeamInvitationsList({ invitations, emptyFocus }: TeamInvitationsListProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="font-semibold">
        Pending invitations
      </h4>
      <ul
        ref={listRef}
        tabIndex={-1}
        aria-labelledby={headingId}
        className="divide-y divide-border rounded-md focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        {invitations.map((invitation) => (
          <TeamInvitationItem key={invitation.id} invitation={invitation} fallbackFocus={() => listRef.current ?? emptyFocus()} />
        ))}
      </ul>
    </section>
  );
}
