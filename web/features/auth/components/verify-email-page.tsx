import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { hasPendingCheck } from '../../../lib/pending-rank-check';
import { verifyEmail } from '../api/email-links';
import { useSession } from '../hooks/use-session';
import { ConfirmWithPassword } from './confirm-with-password';
import { EmailLinkStatus } from './email-link-status';
import { ResendVerificationForm } from './resend-verification-form';

function NextStep() {
  const { status } = useSession();
  if (status === 'signed-in') {
    return (
      <Link to={paths.dashboard} className={buttonClasses('primary', 'lg', 'w-full')}>
        Go to Dashboard
      </Link>
    );
  }
  return (
    <>
      {hasPendingCheck(new Date()) ? (
        <p className="text-sm text-muted-foreground">Sign in and your rank check runs right away.</p>
      ) : null}
      <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
        Sign In
      </Link>
    </>
  );
}

/** /verify-email?token= — the link from the sign-up e-mail. */
export function VerifyEmailPage() {
  return (
    <EmailLinkStatus
      kind="verify-email"
      title="Confirm your e-mail"
      successTitle="E-mail confirmed"
      pendingText="Confirming your e-mail address…"
      submit={(token) => verifyEmail({ token })}
      success={<NextStep />}
      failure={<ResendVerificationForm />}
      nextStep={{ PASSWORD_NEEDED: (token) => <ConfirmWithPassword token={token} /> }}
    />
  );
}
