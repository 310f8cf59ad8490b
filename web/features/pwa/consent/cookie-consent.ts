import { readStorage, writeStorage } from '../../../lib/safe-storage';

export type ConsentChoice = 'accepted' | 'declined';

export const CONSENT_KEY = 'cookieConsent';
export const CONSENT_DATE_KEY = 'cookieConsentDate';

const listeners = new Set<() => void>();

/** The visitor's stored choice, or null while they have not made one (the banner is then due). */
export function getConsent(): ConsentChoice | null {
  const value = readStorage('local', CONSENT_KEY);
  return value === 'accepted' || value === 'declined' ? value : null;
}

/** True only once the visitor accepted optional cookies: anything optional checks this before it runs. */
export function hasConsent(): boolean {
  return getConsent() === 'accepted';
}

/** Stores the choice with the time it was made, and tells whoever waits on it. */
export function setConsent(choice: ConsentChoice, now: Date = new Date()): void {
  writeStorage('local', CONSENT_KEY, choice);
  writeStorage('local', CONSENT_DATE_KEY, now.toISOString());
  listeners.forEach((listener) => listener());
}

/** Calls `listener` on every change of the choice, here or in another tab; returns the unsubscribe function. */
export function subscribeToConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Runs `start` once the visitor has accepted: now if they already have, else when they do (a decline never
 * runs it). The way to add an optional script: nothing optional may start before this calls it. Returns a
 * function that cancels the wait.
 */
export function onConsentAccepted(start: () => void): () => void {
  if (hasConsent()) {
    start();
    return () => undefined;
  }
  const unsubscribe = subscribeToConsent(() => {
    if (!hasConsent()) return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}
