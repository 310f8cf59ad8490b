import { useId, useState } from 'react';
import type { Team } from '../../../../contracts/workspace';
import { errorText } from '../../../lib/error-text';
import { useSetTeamTwoStep } from '../api/team';
import { FormError } from './form-message';

/**
 * The owner's switch: everyone in the workspace takes a second step at sign-in, or is kept out of its data until
 * they set one up. Others see whether it is required.
 */
export function TeamTwoStep({ team, owner }: { team: Team; owner: boolean }) {
  const hintId = useId();
  const set = useSetTeamTwoStep();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const without = team.members.filter((member) => !member.twoStep).length;
  const hint = team.requiresTwoStep
    ? without === 0
      ? 'Everyone here takes a second step at sign-in.'
      : `${without} ${without === 1 ? 'person has' : 'people have'} not set it up yet and cannot open this workspace until they do.`
    : 'People without it can open this workspace with their password alone.';
  return (
    <div className="grid gap-2 border-t border-border pt-5 text-sm">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand"
          // The box follows the click at once; the server's answer (or refusal) settles it.
          checked={wanted ?? team.requiresTwoStep}
          disabled={!owner || set.isPending}
          aria-describedby={hintId}
          onChange={(event) => {
            const next = event.target.checked;
            setWanted(next);
            set.mutate(next, { onSettled: () => setWanted(null) });
          }}
        />
        <span className="font-medium">Require two-step sign-in for everyone in this workspace</span>
      </label>
      <p id={hintId} className="pl-7 text-muted-foreground">
        {hint}
        {owner ? null : ' Only the owner changes this.'}
      </p>
      <FormError message={set.isError ? errorText(set.error) : null} />
    </div>
  );
}
