import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
  const what = count === 1 ? 'this check' : `${count.toLocaleString()} checks`;
  return (
    <ConfirmDialog
      open={count > 0}
      onCancel={onCancel}
      pending={pending}
      fallbackFocus={fallbackFocus}
      title={count === 1 ? 'Delete this check?' : `Delete ${what}?`}
      description={
        <>
          {single && count === 1 ? <span className="font-medium break-words text-foreground">{single}. </span> : null}
          Deleting removes {what} from your history, charts, statistics and reports. This cannot be undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      onConfirm={onConfirm}
      danger
    />
  );
}
