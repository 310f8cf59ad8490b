import { useState, type FormEvent } from 'react';
import { AlertDialog } from 'radix-ui';
import { useMutation } from '@tanstack/react-query';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { deleteAccount } from '../api/account-actions';
import { errorText } from './error-text';
import { FormMessage, SettingsSection } from './settings-section';

// brand-foreground is white in light mode and near-black in dark mode, which is what the red needs in each.
const dangerButton = 'bg-danger text-brand-foreground hover:bg-danger/90 focus-visible:outline-danger';

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
      <AlertDialog.Root open={open} onOpenChange={changeOpen}>
        <AlertDialog.Trigger className={buttonClasses('primary', 'md', dangerButton)}>Delete account</AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none">
            <div className="flex items-start gap-4">
              <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-danger-soft text-danger-soft-foreground sm:flex">
                <TriangleAlert aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <AlertDialog.Title className="text-lg font-semibold">Delete your account?</AlertDialog.Title>
                <AlertDialog.Description className="mt-1 text-sm text-muted-foreground">
                  Your account, your rank history and all your settings are deleted for good.{' '}
                  {hasPassword ? 'Enter your password to confirm.' : (
                    <>
                      Type <span className="font-medium break-all text-foreground">{email}</span> to confirm.
                    </>
                  )}
                </AlertDialog.Description>
              </div>
            </div>
            <form onSubmit={submit} aria-label="Delete account" className="mt-5 grid gap-4">
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
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel className={buttonClasses('outline', 'md')} disabled={remove.isPending}>
                  Cancel
                </AlertDialog.Cancel>
                <Button type="submit" className={dangerButton} disabled={!ready || remove.isPending} aria-busy={remove.isPending}>
                  {remove.isPending ? <Spinner /> : null}
                  Delete my account
                </Button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </SettingsSection>
  );
}
