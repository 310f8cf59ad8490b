import { useState, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { FormMessage } from './settings-section';

// brand-foreground is white in light mode and near-black in dark mode, which is what the red needs in each.
const dangerButton = 'bg-danger text-brand-foreground hover:bg-danger/90 focus-visible:outline-danger';

interface ConfirmButtonProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  /** The server's message when the action failed; the dialog stays open to show it. */
  error: string | null;
  danger?: boolean;
}

/** A button asking for confirmation in a dialog before an action that cannot be undone. */
export function ConfirmButton({ trigger, title, description, confirmLabel, onConfirm, error, danger = false }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller's mutation holds the error, shown below.
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger className={buttonClasses('outline', 'sm', danger ? 'text-danger-soft-foreground' : undefined)}>
        {trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-muted-foreground">{description}</AlertDialog.Description>
          <div className="mt-4">
            <FormMessage error={error} />
          </div>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline', 'md')} disabled={pending}>
              Cancel
            </AlertDialog.Cancel>
            <Button className={danger ? dangerButton : undefined} disabled={pending} aria-busy={pending} onClick={() => void confirm()}>
              {pending ? <Spinner /> : null}
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
