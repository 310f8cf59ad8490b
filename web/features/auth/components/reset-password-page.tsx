import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import KeyRound from 'lucide-react/icons/key-round';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { notify } from '../../../lib/notify';
import { passwordProblem, type PasswordProblem } from '../../../lib/password-rules';
import { resetPassword } from '../api/email-links';
import { refreshSession } from '../api/session-store';
import { broadcastAuthEvent } from '../lib/auth-channel';
import { NewPasswordFields } from './auth-fields';
import { AuthLayout, AuthLink } from './auth-layout';
import { MISSING_TOKEN_MESSAGE } from '../lib/email-link-messages';

/** /reset-password?token= — choose a new password; every session of the account ends. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const reset = useAction({
    action: resetPassword,
    onSuccess: () => {
      // The server signed the account out everywhere, this browser included.
      void refreshSession();
      broadcastAuthEvent('signed-out');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordProblem(password, confirmPassword);
    setProblem(found);
    if (found) {
      void notify.error(found.title, found.description);
      return;
    }
    reset.mutate(
      { token, password, confirmPassword },
      {
        onError: (error) =>
          void notify.error('Password Not Changed', error instanceof ApiError ? error.message : 'Something went wrong'),
      },
    );
  };

  const footer = (
    <>
      Need a new link? <AuthLink to={paths.forgotPassword}>Request one</AuthLink>
    </>
  );

  if (!token) {
    return (
      <AuthLayout title="Choose a new password" icon={<KeyRound aria-hidden="true" />} footer={footer}>
        <Alert tone="danger" role="alert" icon={<CircleX aria-hidden="true" />} title="Invalid token">
          {MISSING_TOKEN_MESSAGE}
        </Alert>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Choose a new password" icon={<KeyRound aria-hidden="true" />}>
        <Alert tone="success" role="status" icon={<CircleCheck aria-hidden="true" />} title="Password changed">
          {reset.data.message}
        </Alert>
        <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
          Sign In
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description="You'll be signed out everywhere and can sign in with the new password."
      icon={<KeyRound aria-hidden="true" />}
      footer={footer}
    >
      <form onSubmit={submit} aria-label="Choose a new password" className="grid gap-4">
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
          problem={problem}
          passwordLabel="New Password"
        />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending} aria-busy={reset.isPending}>
          {reset.isPending ? <Spinner /> : null}
          Set New Password
        </Button>
      </form>
    </AuthLayout>
  );
}
