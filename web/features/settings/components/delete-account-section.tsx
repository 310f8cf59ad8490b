import { useState, type FormEvent } from 'react';
import { AlertDialog } from 'radix-ui';
import { useMutation } from '@tanstack/react-query';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { AlertDialogFrame } from '../../../components/ui/confirm-dialog';
import { FormFooter } from '../../../components/ui/form-footer';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { deleteAccount } from '../api/account-actions';
import { errorText } from '../../../lib/error-text';
import { FormMessage, SettingsSection } from './settings-section';

interface DeleteAccountSectionProps {
  email: string;
  hasPassword: boolean;
  onDeleted: () => void | Promise<void>;
}

/** Danger zone: deletes the account and every saved check after the password (or, Google-only, the e-mail). */
export function DeleteAccountSection({ email, hasPassword, onDeleted }: DeleteAccountSectionProps) {
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const remove = useMutation({ mutationFn: deleteAccount, onSuccess: onDeleted });

  const changeOpen = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setConfirmation('');
      remove.reset();
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate(hasPassword ? { password: confirmation } : { confirmEmail: confirmation.trim() });
  };
  // Google-only accounts type the address exactly; the server checks it too.
  const ready = hasPassword ? confirmation !== '' : confirmation.trim().toLowerCase() === email.toLowerCase();

  return (
    <SettingsSection
      id="danger-title"
      title="Danger zone"
      danger
      description="Deleting your account removes your rank history and every other piece of data we hold about you. This cannot be undone."
    >
      <AlertDialogFrame
        open={open}
        onCancel={() => changeOpen(false)}
        onOpen={() => changeOpen(true)}
        pending={remove.isPending}
        trigger={<Button variant="danger">Delete account</Button>}
        title="Delete your account?"
        description={
          <>
            Your account, your rank history and all your settings are deleted for good.{' '}
            {hasPassword ? 'Enter your password to confirm.' : (
              <>
                Type <span className="font-medium [overflow-wrap:anywhere] text-foreground">{email}</span> to confirm.
              </>
            )}
          </>
        }
        icon={
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-danger-soft text-danger-soft-foreground sm:flex">
            <TriangleAlert aria-hidden="true" className="size-5" />
          </span>
        }
      >
        <form onSubmit={submit} aria-label="Delete account" className="grid gap-4">
          {hasPassword ? (
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          ) : (
            <TextField
              label="Your e-mail address"
              type="email"
              autoComplete="off"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          )}
          <FormMessage error={remove.isError ? errorText(remove.error) : null} />
          <FormFooter>
            <AlertDialog.Cancel className={buttonClasses('outline', 'md')} disabled={remove.isPending}>
              Cancel
            </AlertDialog.Cancel>
            <Button type="submit" variant="danger" disabled={!ready || remove.isPending} aria-busy={remove.isPending}>
              {remove.isPending ? <Spinner /> : null}
              Delete my account
            </Button>
          </FormFooter>
        </form>
      </AlertDialogFrame>
    </SettingsSection>
  );
}
