import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

// Set by the app's start around hydrating a page rendered at build time (web/main.tsx).
let hydrating = false;

/** Whether the app is hydrating prerendered markup now (its first render must be the build's). */
export const isHydrating = (): boolean => hydrating;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * A value only the browser knows (the clock, storage, what the browser supports), or `buildValue` where the
 * build renders the public pages and while the browser hydrates that markup: the first client render matches
 * the prerendered HTML. Only a component whose value differs renders again, right after hydration; elsewhere
 * (pages the browser renders from scratch) the browser's value is read at once. `read` must answer a primitive
 * (compared with Object.is) and be cheap: it runs on every render.
 */
export function useClientValue<T extends string | number | boolean | null>(read: () => T, buildValue: T): T {
  return useSyncExternalStore(subscribe, read, () => buildValue);
}
