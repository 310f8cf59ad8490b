import { useState, type ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/error-text';
import { FormError } from './form-message';

interface ConfirmButtonProps {
  /** What the opening button says (an icon, a word, and for screen readers whom it is about). */
  trigger: ReactNode;
  variant?: ButtonVariant;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  /** Rejects with the server's refusal, which the dialog then shows, staying open. */
  onConfirm: () => Promise<unknown>;
  danger?: boolean;
  /** Where focus goes when the button left with what it removed. */
  fallbackFocus?: () => HTMLElement | null;
}

/** A button that asks in a dialog before an action that cannot be undone, and says there when it failed. */
export function ConfirmButton({ trigger, variant = 'outline', title, description, confirmLabel, pendingLabel, onConfirm, danger = false, fallbackFocus }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpen={() => {
        setError(null);
        setOpen(true);
      }}
      onCancel={() => setOpen(false)}
      pending={pending}
      trigger={
        <button type="button" className={buttonClasses(variant, 'sm', cn(danger && variant === 'outline' && 'text-danger-soft-foreground'))}>
          {trigger}
        </button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      onConfirm={() => void confirm()}
      danger={danger}
      error={<FormError message={error} />}
      fallbackFocus={fallbackFocus}
    />
  );
}
