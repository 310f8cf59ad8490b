import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a public page is rendered at build time and while the browser hydrates that markup; true from
 * the commit after (and at once on pages the browser renders from scratch). What the browser knows and the
 * build did not (the time, storage, the signed-in state) is read only once this is true, so the first client
 * render matches the prerendered HTML and the difference arrives as one small update of the parts it changes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
