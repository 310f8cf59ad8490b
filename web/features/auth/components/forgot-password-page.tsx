import { useState, type FormEvent } from 'react';
import KeyRound from 'lucide-react/icons/key-round';
import MailCheck from 'lucide-react/icons/mail-check';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAction } from '../../../lib/use-action';
import { forgotPassword } from '../api/email-links';
import { EmailField } from './auth-fields';
import { AuthLayout, AuthLink } from './auth-layout';

/** /forgot-password — sends a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const request = useAction({ action: forgotPassword });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate(email.trim(), {
      onError: (error) =>
        void notify.error('Request Failed', error instanceof ApiError ? error.message : 'Something went wrong'),
    });
  };

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter your account's e-mail and we'll send you a link to choose a new password."
      icon={<KeyRound aria-hidden="true" />}
      footer={
        <>
          Remembered it? <AuthLink to={paths.login}>Back to sign in</AuthLink>
        </>
      }
    >
      {request.isSuccess ? (
        <Alert tone="success" role="status" icon={<MailCheck aria-hidden="true" />} title="Check your inbox">
          {request.data.message} The link is valid for 1 hour.
        </Alert>
      ) : (
        <form onSubmit={submit} aria-label="Reset password" className="grid gap-4">
          <EmailField value={email} onChange={setEmail} />
          <Button type="submit" size="lg" className="w-full" disabled={request.isPending} aria-busy={request.isPending}>
            {request.isPending ? <Spinner /> : null}
            Send Reset Link
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
