import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      open={schedule !== null}
      onCancel={onCancel}
      pending={pending}
      fallbackFocus={fallbackFocus}
      title="Delete this scheduled check?"
      description={
        <>
          {schedule ? (
            <span className="font-medium break-words text-foreground">
              “{schedule.keyword}” on {schedule.websiteUrl}.{' '}
            </span>
          ) : null}
          It will not run again. The checks it already saved stay in your history.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      onConfirm={onConfirm}
      danger
    />
  );
}
