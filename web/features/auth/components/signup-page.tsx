import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import UserPlus from 'lucide-react/icons/user-plus';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { passwordProblem, type PasswordProblem } from '../../../lib/password-rules';
import { hasPendingCheck } from '../../../lib/pending-rank-check';
import { useSignUp } from '../api/sign-up';
import { useSession } from '../hooks/use-session';
import { authErrorToast } from '../lib/auth-error-toast';
import { postAuthTarget } from '../lib/post-auth-target';
import { EmailField, NewPasswordFields } from './auth-fields';
import { AuthLayout, AuthLink, LegalNote, OrDivider } from './auth-layout';
import { GoogleButton } from './google-button';

/** Spec §2: after signing up the visitor confirms the e-mail, then signs in. */
export function signupDoneTarget(now: Date): string {
  return `${paths.login}?from=signup${hasPendingCheck(now) ? '&pending=true' : ''}`;
}

/** /signup — e-mail, password and confirmation (spec §5 rules), or Google. */
export function SignupPage() {
  const navigate = useNavigate();
  const { status } = useSession();
  const signUp = useSignUp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | null>(null);

  if (status === 'signed-in') return <Navigate to={postAuthTarget(null, new Date())} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordProblem(password, confirmPassword);
    setProblem(found);
    if (found) {
      void notify.error(found.title, found.description);
      return;
    }
    signUp.mutate(
      { email: email.trim(), password, confirmPassword },
      {
        onSuccess: () => {
          // An earlier attempt's 'Passwords don't match' or 'Sign Up Failed' would contradict 'Account Created'.
          void notify.dismiss();
          void navigate(signupDoneTarget(new Date()));
        },
        onError: (error) => {
          const text = authErrorToast('Sign Up', error);
          void notify.error(text.title, text.description);
        },
      },
    );
  };


  return (
    <AuthLayout
      title="Create your free account"
      description="3 checks a day, history and trends. No credit card required."
      icon={<UserPlus aria-hidden="true" />}
      footer={
        <>
          Already have an account? <AuthLink to={paths.login}>Sign in</AuthLink>
        </>
      }
    >
      <form onSubmit={submit} aria-label="Sign up" className="grid gap-4">
        <EmailField value={email} onChange={setEmail} />
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
          problem={problem}
        />
        <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending} aria-busy={signUp.isPending}>
          {signUp.isPending ? <Spinner /> : null}
          {signUp.isPending ? 'Creating Account...' : 'Sign Up'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton mode="signup" />
      <LegalNote action="signing up" />
    </AuthLayout>
  );
}
