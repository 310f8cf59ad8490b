import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeleteHistory } from '../api/delete-history';
import { DeleteChecksDialog } from './delete-checks-dialog';

export interface DeleteRequest {
  ids: string[];
  /** The check's name when one row's own Delete was used. */
  name?: string;
}

/** Confirms, deletes, and says how it went; `onDone` gets the deleted ids, or null when cancelled or failed. */
interface DeleteChecksProps {
  request: DeleteRequest | null;
  onDone: (deletedIds: string[] | null) => void;
  fallbackFocus: () => HTMLElement | null;
}

export function DeleteChecks({ request, onDone, fallbackFocus }: DeleteChecksProps) {
  const mutation = useDeleteHistory();
  const confirm = () => {
    if (!request) return;
    mutation.mutate(request.ids, {
      onSuccess: (deleted) => {
        void notify.success(deleted === 1 ? 'Check deleted' : `${deleted.toLocaleString()} checks deleted`);
        onDone(request.ids);
      },
      onError: (error) => {
        void notify.error('Could not delete', error instanceof ApiError ? error.message : 'Something went wrong. Try again.');
        onDone(null);
      },
    });
  };
  return (
    <DeleteChecksDialog
      count={request?.ids.length ?? 0}
      single={request?.name}
      pending={mutation.isPending}
      onConfirm={confirm}
      onCancel={() => onDone(null)}
      fallbackFocus={fallbackFocus}
    />
  );
}
