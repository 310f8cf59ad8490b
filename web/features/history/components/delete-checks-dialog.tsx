import { useRef } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

interface DeleteChecksDialogProps {
  /** How many checks would go; 0 closes the dialog. */
  count: number;
  /** Names the check when only one is deleted. */
  single?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the button that opened the dialog was deleted with its row. */
  fallbackFocus: () => HTMLElement | null;
}

/** Asks before deleting: deleted checks also leave the charts, statistics and reports, for good. */
export function DeleteChecksDialog({ count, single, pending, onConfirm, onCancel, fallbackFocus }: DeleteChecksDialogProps) {
  // Radix returns focus to the opener, which a deleted row takes with it (focus would fall to <body>).
  const opener = useRef<Element | null>(null);
  const what = count === 1 ? 'this check' : `${count.toLocaleString()} checks`;
  return (
    <AlertDialog.Root open={count > 0} onOpenChange={(open) => (!open && !pending ? onCancel() : undefined)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          onOpenAutoFocus={() => (opener.current = document.activeElement)}
          onCloseAutoFocus={(event) => {
            if (opener.current instanceof HTMLElement && opener.current.isConnected) return;
            event.preventDefault();
            fallbackFocus()?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">{count === 1 ? 'Delete this check?' : `Delete ${what}?`}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {single && count === 1 ? <span className="font-medium break-words text-foreground">{single}. </span> : null}
            Deleting removes {what} from your history, charts, statistics and reports. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline', 'md')} disabled={pending}>
              Cancel
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, and the dialog should stay until the server answers. */}
            <Button className="bg-danger text-white hover:bg-danger/90 dark:text-background" onClick={onConfirm} disabled={pending}>
              {pending ? <Spinner className="size-4" /> : null}
              {pending ? 'Deleting…' : 'Delete'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
