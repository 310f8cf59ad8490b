import { readStorage, writeStorage } from '../../../lib/safe-storage';
import { INSTALL_DONE_KEY } from './install-capture';

export const INSTALL_DISMISSED_KEY = 'installPromptDismissedAt';
/** "Not now" keeps the install prompt away for 7 days (spec). */
export const INSTALL_DISMISS_MS = 604_800_000;

/** True when the app is installed, or the visitor said "Not now" less than 7 days ago. */
export function isInstallSuppressed(now: number): boolean {
  if (readStorage('local', INSTALL_DONE_KEY) !== null) return true;
  const dismissedAt = Date.parse(readStorage('local', INSTALL_DISMISSED_KEY) ?? '');
  return Number.isFinite(dismissedAt) && now - dismissedAt < INSTALL_DISMISS_MS;
}

export function markInstallDismissed(now: Date): void {
  writeStorage('local', INSTALL_DISMISSED_KEY, now.toISOString());
}

/** Installed for good: the prompt is never shown again in this browser. */
export function markInstalled(): void {
  writeStorage('local', INSTALL_DONE_KEY, 'true');
}
