import { useRef, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonClasses } from './button';
import { FormFooter } from './form-footer';
import { Spinner } from './spinner';

interface AlertDialogFrameProps {
  open: boolean;
  /** Asked to close (Escape, Cancel); ignored while `pending`, so an answer is never lost. */
  onCancel: () => void;
  pending: boolean;
  /** The button that opens it (one element), with what opening does to the caller's state. */
  trigger?: ReactNode;
  onOpen?: () => void;
  title: string;
  description: ReactNode;
  /** Beside the title: an icon. */
  icon?: ReactNode;
  /** Where focus goes when the element that opened the dialog left with what was deleted. */
  fallbackFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * An alert dialog (it must be answered): title, description and what it asks. Radix gives focus back to the
 * opener on close; when the opener went with a deleted row, `fallbackFocus` says where instead of <body>.
 */
export function AlertDialogFrame({ open, onCancel, onOpen, pending, trigger, title, description, icon, fallbackFocus, children }: AlertDialogFrameProps) {
  const opener = useRef<Element | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? onOpen?.() : pending ? undefined : onCancel())}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          onOpenAutoFocus={() => (opener.current = document.activeElement)}
          onCloseAutoFocus={(event) => {
            if (!fallbackFocus || (opener.current instanceof HTMLElement && opener.current.isConnected)) return;
            event.preventDefault();
            fallbackFocus()?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100svh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none"
        >
          <div className="flex items-start gap-4">
            {icon}
            <div className="min-w-0">
              <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm break-words text-muted-foreground">{description}</AlertDialog.Description>
            </div>
          </div>
          <div className="mt-5 grid gap-4">{children}</div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

interface ConfirmDialogProps extends Omit<AlertDialogFrameProps, 'children'> {
  confirmLabel: string;
  /** Said on the button while the answer is awaited ('Deleting…'); the label stays when left out. */
  pendingLabel?: string;
  onConfirm: () => void;
  /** A red action: deleting, revoking, turning off. */
  danger?: boolean;
  /** The server's refusal, shown above the buttons; the dialog stays open. */
  error?: ReactNode;
}

/**
 * Asks before an action that cannot be undone: Cancel, and the action, which keeps the dialog open (busy)
 * until the server answers.
 */
export function ConfirmDialog({ confirmLabel, pendingLabel, onConfirm, danger = false, error, ...frame }: ConfirmDialogProps) {
  const { pending } = frame;
  return (
    <AlertDialogFrame {...frame}>
      {error}
      <FormFooter>
        <AlertDialog.Cancel className={buttonClasses('outline', 'md')} disabled={pending}>
          Cancel
        </AlertDialog.Cancel>
        {/* Not AlertDialog.Action: that closes at once, and the dialog should stay until the server answers. */}
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </FormFooter>
    </AlertDialogFrame>
  );
}
