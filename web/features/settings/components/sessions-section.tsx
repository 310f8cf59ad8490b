import { useMutation } from '@tanstack/react-query';
import LogOut from 'lucide-react/icons/log-out';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { signOutOtherSessions } from '../api/account-actions';
import { errorText } from '../../../lib/error-text';
import { FormMessage, SettingsSection } from './settings-section';

export function revokedText(revoked: number): string {
  if (revoked === 0) return 'No other sessions were signed in.';
  return `Signed out of ${revoked} other ${revoked === 1 ? 'session' : 'sessions'}.`;
}

/** 'Sign out of other sessions': for a lost phone or a shared computer. */
export function SessionsSection() {
  const revoke = useMutation({ mutationFn: signOutOtherSessions });
  return (
    <SettingsSection
      id="sessions-title"
      title="Sessions"
      description="Signed in on a computer you no longer use? End every session except this one."
    >
      <div className="grid max-w-md gap-4">
        <FormMessage
          error={revoke.isError ? errorText(revoke.error) : null}
          success={revoke.isSuccess ? revokedText(revoke.data.revoked) : null}
        />
        <div>
          <Button variant="outline" disabled={revoke.isPending} aria-busy={revoke.isPending} onClick={() => revoke.mutate()}>
            {revoke.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
            Sign out of other sessions
          </Button>
        </div>
      </div>
    </SettingsSection>
  );
}
