import { ConfirmItIsYou } from '../../features/auth/components/confirm-it-is-you';
import { useTimeZoneSync } from '../../features/plans/api/update-time-zone';
import { useWorkspaceInUrl } from './use-workspace-in-url';

/**
 * What the shell does for a signed-in user alone: tell the server the browser's time zone, keep the address and
 * the workspace acted in together, and answer a change that asks to confirm it is them. A chunk loaded once
 * someone is signed in: a guest's page carries none of it.
 */
export function SignedInEffects({ userId }: { userId: string }) {
  // The server counts the daily allowance and the trial's days in the user's own time zone.
  useTimeZoneSync(userId);
  useWorkspaceInUrl(true);
  return <ConfirmItIsYou />;
}
