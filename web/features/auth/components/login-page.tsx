import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import CircleCheck from 'lucide-react/icons/circle-check';
import LogIn from 'lucide-react/icons/log-in';
import MailCheck from 'lucide-react/icons/mail-check';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { resendVerification } from '../api/email-links';
import { useSignIn } from '../api/sign-in';
import { useSession } from '../hooks/use-session';
import { authErrorToast } from '../lib/auth-error-toast';
import { googleErrorToast } from '../lib/google-toasts';
import { postAuthTarget } from '../lib/post-auth-target';
import { EmailOrPhoneField } from './auth-fields';
import { AuthLayout, AuthLink, LegalNote, OrDivider } from './auth-layout';
import { GoogleButton } from './google-button';
import { EmailCodeForm } from './email-code-form';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { SecondStepForm } from './second-step-form';

function offerResend(email: string, message: string) {
  void notify.error('Email Not Verified', message, {
    duration: Infinity,
    action: {
      label: 'Resend link',
      onClick: () =>
        void resendVerification(email).then(
          (answer) => notify.success('Link Sent', answer.message),
          (error: unknown) => notify.error('Link Not Sent', error instanceof ApiError ? error.message : 'Something went wrong'),
        ),
    },
  });
}

/** /login — e-mail or phone and password, or Google; notices after sign-up; the Google full-page fallback's errors. */
export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const { status } = useSession();
  const signIn = useSignIn();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const next = params.get('next');
  const fromSignup = params.get('from') === 'signup';
  const pending = params.get('pending') === 'true';
  const errorCode = params.get('error');
  const shownError = useRef<string | null>(null);
  // After the password (or Google, which comes back with ?step=second) of an account with two-step sign-in on.
  const [secondStep, setSecondStep] = useState(params.get('step') === 'second');
  const [byEmailCode, setByEmailCode] = useState(false);

  useEffect(() => {
    if (!errorCode || shownError.current === errorCode) return;
    shownError.current = errorCode;
    const text = googleErrorToast(errorCode, params.get('message') ?? undefined);
    void notify.error(text.title, text.description);
    // Drop the code from the address so a reload does not show the toast again.
    setParams(
      (current) => {
        current.delete('error');
        current.delete('message');
        return current;
      },
      { replace: true },
    );
  }, [errorCode, params, setParams]);

  if (status === 'signed-in') return <Navigate to={postAuthTarget(next, new Date())} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An address has an @; anything else is read as a phone number (the server says how to write one).
    const name = identifier.trim();
    const named: { email: string } | { phone: string } = name.includes('@') ? { email: name } : { phone: name };
    signIn.mutate(
      { ...named, password },
      {
        onSuccess: (answer) => {
          if ('secondStep' in answer) setSecondStep(true);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED' && 'email' in named) return offerResend(named.email, error.message);
          const text = authErrorToast('Sign In', error);
          void notify.error(text.title, text.description);
        },
      },
    );
  };

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to see your dashboard and rank history."
      icon={<LogIn aria-hidden="true" />}
      footer={
        <>
          Don't have an account? <AuthLink to={paths.signup}>Sign up free</AuthLink>
        </>
      }
    >
      {fromSignup ? (
        <Alert tone="success" role="status" icon={pending ? <MailCheck aria-hidden="true" /> : <CircleCheck aria-hidden="true" />} title="Account Created">
          {pending
            ? 'Please verify your e-mail using the link we sent you, then sign in to complete your rank check.'
            : 'Please verify your e-mail using the link we sent you, then sign in.'}
        </Alert>
      ) : null}
      {secondStep ? (
        <SecondStepForm
          onRestart={() => {
            setSecondStep(false);
            setPassword('');
          }}
        />
      ) : byEmailCode ? (
        <EmailCodeForm onSecondStep={() => setSecondStep(true)} onCancel={() => setByEmailCode(false)} />
      ) : (
        <>
          <form onSubmit={submit} aria-label="Sign in" className="grid gap-4">
            <EmailOrPhoneField value={identifier} onChange={setIdentifier} />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              labelAside={
                <Link to={paths.forgotPassword} className="text-sm font-medium text-brand underline-offset-2 hover:underline">
                  Forgot password?
                </Link>
              }
            />
            <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending} aria-busy={signIn.isPending}>
              {signIn.isPending ? <Spinner /> : null}
              {signIn.isPending ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>
          <Button type="button" variant="ghost" className="w-full" onClick={() => setByEmailCode(true)}>
            Email me a sign-in code
          </Button>
          <OrDivider />
          <div className="grid gap-3">
            <PasskeySignInButton />
            <GoogleButton mode="signin" next={next} />
          </div>
        </>
      )}
      <LegalNote action="signing in" />
    </AuthLayout>
  );
}
