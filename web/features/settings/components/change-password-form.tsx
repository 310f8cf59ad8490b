import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { MIN_PASSWORD_LENGTH, passwordProblem, type PasswordProblem } from '../../../lib/password-rules';
import { changePassword } from '../api/account-actions';
import { errorText } from '../../../lib/error-text';
import { FormMessage, SettingsSection } from './settings-section';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password with the current one; the server signs every other session out. */
export function ChangePasswordForm({ hasPassword, onChanged }: { hasPassword: boolean; onChanged: () => void }) {
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setFields(EMPTY);
      onChanged();
    },
  });
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  if (!hasPassword) {
    return (
      <SettingsSection id="password-title" title="Password" description="You sign in with Google and have no password yet.">
        <p className="text-sm text-muted-foreground">
          To add one, use{' '}
          <Link to={paths.forgotPassword} className="font-medium text-brand underline-offset-2 hover:underline">
            Forgot password
          </Link>{' '}
          with your account's e-mail: the link lets you choose a password.
        </p>
      </SettingsSection>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = passwordProblem(fields.newPassword, fields.confirmPassword);
    setProblem(found);
    change.reset();
    if (!found) change.mutate(fields);
  };
  const errorFor = (field: PasswordProblem['field']) => (problem?.field === field ? problem.description : null);

  return (
    <SettingsSection
      id="password-title"
      title="Change password"
      description="You stay signed in here; every other device is signed out."
    >
      <form onSubmit={submit} aria-label="Change password" className="grid max-w-md gap-4">
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          value={fields.currentPassword}
          onChange={set('currentPassword')}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errorFor('password')}
          value={fields.newPassword}
          onChange={set('newPassword')}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          error={errorFor('confirmPassword')}
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <FormMessage
          error={change.isError ? errorText(change.error) : null}
          success={change.isSuccess ? 'Password changed. Other devices have been signed out.' : null}
        />
        <div>
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
            {change.isPending ? <Spinner /> : null}
            Update Password
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
