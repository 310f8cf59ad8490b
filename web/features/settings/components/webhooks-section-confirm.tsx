import { useState, type ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessage } from './settings-section';

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
      // The caller's mutation holds the error, shown in the dialog.
    } finally {
      setPending(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onCancel={() => setOpen(false)}
      onOpen={() => setOpen(true)}
      pending={pending}
      trigger={
        <button type="button" className={buttonClasses('outline', 'sm', danger ? 'text-danger-soft-foreground' : undefined)}>
          {trigger}
        </button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={() => void confirm()}
      danger={danger}
      error={<FormMessage error={error} />}
    />
  );
}
