import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { confirmEmailChange } from '../api/email-links';
import { refreshSession } from '../api/session-store';
import { useSession } from '../hooks/use-session';
import { broadcastAuthEvent } from '../lib/auth-channel';
import { EmailLinkStatus } from './email-link-status';

/** /confirm-email?token= — the link sent to a new address after an e-mail change in the settings. */
export function ConfirmEmailPage() {
  const { status } = useSession();
  const onward =
    status === 'signed-in' ? (
      <Link to={paths.settings} className={buttonClasses('primary', 'lg', 'w-full')}>
        Back to Settings
      </Link>
    ) : (
      <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
        Sign In
      </Link>
    );
  return (
    <EmailLinkStatus
      kind="confirm-email"
      title="Confirm your new e-mail"
      successTitle="New e-mail confirmed"
      pendingText="Confirming your new e-mail address…"
      submit={confirmEmailChange}
      onSuccess={() => {
        // The account's address changed: this tab and the others show the new one.
        void refreshSession();
        broadcastAuthEvent('session-changed');
      }}
      success={onward}
      failure={onward}
    />
  );
}
