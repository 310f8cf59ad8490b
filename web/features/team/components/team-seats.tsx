import type { Ref } from 'react';
import type { Team } from '../../../../contracts/workspace';

interface TeamSeatsProps {
  team: Pick<Team, 'seats' | 'seatsUsed'>;
  /** For the note saying why nobody can be invited, which the invite form points at. */
  fullNoteId: string;
}

export const SEATS_FULL_NOTE = 'All seats are taken: remove someone or revoke an invitation to invite another person.';

/** "2 of 3 seats used", and when none is left, what frees one. Focusable: focus lands here when an invitation goes. */
export function TeamSeats({ team, fullNoteId, ref }: TeamSeatsProps & { ref?: Ref<HTMLDivElement> }) {
  const full = team.seatsUsed >= team.seats;
  return (
    <div ref={ref} tabIndex={-1} className="grid gap-2 rounded-md text-sm focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring">
      <p>
        <span className="font-medium">
          {team.seatsUsed} of {team.seats} seats used
        </span>
        <span className="text-muted-foreground"> · pending invitations hold a seat</span>
      </p>
      {full ? (
        <p id={fullNoteId} className="rounded-md bg-warning-soft px-3 py-2 font-medium text-warning-soft-foreground">
          {SEATS_FULL_NOTE}
        </p>
      ) : null}
    </div>
  );
}
