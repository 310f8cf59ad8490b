import { writeStorage } from '../../../lib/safe-storage';

// Loaded with the page, unlike the rest of the install prompt: it keeps to what must happen early.
export const INSTALL_DONE_KEY = 'installPromptInstalled';

/** Chromium's install event (not in TypeScript's DOM types: it is not a web standard). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Keeps Chromium's install event for our own prompt instead of its mini-infobar, and notes an install
 * however it happened. Called once at start, before the browser may fire the event (the prompt's UI loads
 * later); returns the cleanup.
 */
export function captureInstallPrompt(): () => void {
  const onBeforeInstall = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  };
  const onInstalled = () => {
    writeStorage('local', INSTALL_DONE_KEY, 'true');
    deferred = null;
    notify();
  };
  window.addEventListener('beforeinstallprompt', onBeforeInstall);
  window.addEventListener('appinstalled', onInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', onBeforeInstall);
    window.removeEventListener('appinstalled', onInstalled);
    deferred = null;
  };
}

export function hasDeferredInstall(): boolean {
  return deferred !== null;
}

/** Hands over the captured event, once: the browser lets each be prompted only one time. */
export function takeDeferredInstall(): BeforeInstallPromptEvent | null {
  const event = deferred;
  deferred = null;
  if (event) notify();
  return event;
}

export function subscribeToInstallCapture(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
