import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import MailCheck from 'lucide-react/icons/mail-check';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { changeEmail } from '../api/account-actions';
import { errorText } from '../../../lib/error-text';
import { FormMessage, SettingsSection } from './settings-section';

/** Change the e-mail address: confirmed with the password, applied once the link sent to it is opened. */
export function ChangeEmailForm({ currentEmail, hasPassword }: { currentEmail: string; hasPassword: boolean }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const change = useMutation({ mutationFn: changeEmail, onSuccess: () => setPassword('') });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate({ newEmail: newEmail.trim(), password });
  };

  return (
    <SettingsSection
      id="email-title"
      title="Change e-mail"
      description={
        <>
          Currently <span className="font-medium [overflow-wrap:anywhere] text-foreground">{currentEmail}</span>
        </>
      }
    >
      {change.isSuccess ? (
        <div className="grid max-w-md gap-4">
          <Alert tone="success" role="status" icon={<MailCheck aria-hidden="true" />} title="Check your inbox">
            We sent a confirmation link to <span className="font-medium [overflow-wrap:anywhere]">{change.variables.newEmail}</span>. Your
            address changes when you open it.
          </Alert>
          <div>
            <Button variant="outline" onClick={() => change.reset()}>
              Use another address
            </Button>
          </div>
        </div>
      ) : !hasPassword ? (
        <p className="text-sm text-muted-foreground">
          Changing the address needs your password. Your account signs in with Google only: add a password first (see
          Password above).
        </p>
      ) : (
        <form onSubmit={submit} aria-label="Change e-mail" className="grid max-w-md gap-4">
          <TextField
            label="New Email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FormMessage error={change.isError ? errorText(change.error) : null} />
          <div>
            <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
              {change.isPending ? <Spinner /> : null}
              Send Confirmation Link
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
