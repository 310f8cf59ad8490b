import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import CircleCheck from 'lucide-react/icons/circle-check';
import KeyRound from 'lucide-react/icons/key-round';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { passwordProblem, type PasswordProblem } from '../../../lib/password-rules';
import { verifyEmail } from '../api/email-links';
import { NewPasswordFields } from './auth-fields';

type Mode = 'password' | 'new-password';

/**
 * A confirmation link opened away from the browser that signed up: the address is confirmed with the password
 * chosen then, or with a new one, which replaces it. Whoever signed up with someone else's address is thus never
 * left with a password to the account its owner confirms.
 */
export function ConfirmWithPassword({ token }: { token: string }) {
  const [mode, setMode] = useState<Mode>('password');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const confirm = useMutation({ mutationFn: verifyEmail });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'new-password') {
      const found = passwordProblem(newPassword, confirmPassword);
      setProblem(found);
      if (found) {
        void notify.error(found.title, found.description);
        return;
      }
    }
    confirm.mutate(mode === 'password' ? { token, password } : { token, newPassword, confirmPassword }, {
      onError: (error) => void notify.error('E-mail Not Confirmed', error instanceof ApiError ? error.message : 'Something went wrong'),
    });
  };

  if (confirm.isSuccess) {
    return (
      <>
        <Alert tone="success" role="status" icon={<CircleCheck aria-hidden="true" />} title="E-mail confirmed">
          {confirm.data.message}
        </Alert>
        <Link to={paths.login} className={buttonClasses('primary', 'lg', 'w-full')}>
          Sign In
        </Link>
      </>
    );
  }

  return (
    <>
      <Alert tone="brand" role="status" icon={<KeyRound aria-hidden="true" />} title="One more step">
        {mode === 'password'
          ? 'This link was opened in another browser than the one the account was made in. Enter the password chosen then to confirm your address.'
          : 'Choose a password for this account. It replaces the one chosen when the account was made.'}
      </Alert>
      <form onSubmit={submit} aria-label="Confirm your e-mail" className="grid gap-4">
        {mode === 'password' ? (
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : (
          <NewPasswordFields
            password={newPassword}
            confirmPassword={confirmPassword}
            onPasswordChange={setNewPassword}
            onConfirmPasswordChange={setConfirmPassword}
            problem={problem}
            passwordLabel="New Password"
          />
        )}
        <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending} aria-busy={confirm.isPending}>
          {confirm.isPending ? <Spinner /> : null}
          {mode === 'password' ? 'Confirm E-mail' : 'Set Password and Confirm'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {mode === 'password' ? "Didn't make this account, or forgot the password? " : 'Know the password after all? '}
        <button
          type="button"
          className="font-medium text-brand underline-offset-2 hover:underline"
          onClick={() => {
            setProblem(null);
            setMode(mode === 'password' ? 'new-password' : 'password');
          }}
        >
          {mode === 'password' ? 'Choose a new password' : 'Enter it instead'}
        </button>
      </p>
    </>
  );
}
