import { useRef } from 'react';
import { AlertDialog } from 'radix-ui';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

interface DeleteScheduleDialogProps {
  schedule: ScheduledCheck | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the button that opened the dialog left with its row. */
  fallbackFocus: () => HTMLElement | null;
}

/** Asks before deleting a schedule: its runs stop, the checks it saved stay in the history. */
export function DeleteScheduleDialog({ schedule, pending, onConfirm, onCancel, fallbackFocus }: DeleteScheduleDialogProps) {
  // Radix returns focus to the opener, which a deleted row takes with it (focus would fall to <body>).
  const opener = useRef<Element | null>(null);
  return (
    <AlertDialog.Root open={schedule !== null} onOpenChange={(open) => (!open && !pending ? onCancel() : undefined)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          onOpenAutoFocus={() => (opener.current = document.activeElement)}
          onCloseAutoFocus={(event) => {
            if (opener.current instanceof HTMLElement && opener.current.isConnected) return;
            event.preventDefault();
            fallbackFocus()?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold">Delete this scheduled check?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {schedule ? (
              <span className="font-medium break-words text-foreground">
                “{schedule.keyword}” on {schedule.websiteUrl}.{' '}
              </span>
            ) : null}
            It will not run again. The checks it already saved stay in your history.
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
