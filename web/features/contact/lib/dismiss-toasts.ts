import { isSonnerRequested, loadSonner } from '../../../lib/notify';

/**
 * Closes the toast on screen, if any: once the message is sent, a validation toast from an earlier try
 * ('Missing Information') no longer describes the page. Loads nothing when no toast was ever shown.
 */
export function dismissToasts(): void {
  if (!isSonnerRequested()) return;
  loadSonner().then(
    ({ toast }) => toast.dismiss(),
    () => {
      // The toast library never arrived, so no toast is showing.
    },
  );
}
