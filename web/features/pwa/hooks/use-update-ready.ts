import { useSyncExternalStore } from 'react';
import { isUpdateReady, subscribeToUpdate } from '../update/update-state';

/** True once a new version of the app is installed and waits for a reload. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(subscribeToUpdate, isUpdateReady, () => false);
}
