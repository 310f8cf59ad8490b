import { hasDeferredInstall, subscribeToInstallCapture, takeDeferredInstall } from './install-capture';
import { isInstallSuppressed, markInstallDismissed, markInstalled } from './install-rules';
import { isIosSafari, isStandalone } from './platform';

/** What the install prompt offers: the browser's own install dialog, the iOS how-to, or nothing. */
export type InstallOffer = 'prompt' | 'ios-hint' | null;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function getInstallOffer(now: number = Date.now()): InstallOffer {
  if (isInstallSuppressed(now)) return null;
  // Opened as the installed app: installed, whichever way that happened.
  if (isStandalone()) {
    markInstalled();
    return null;
  }
  if (hasDeferredInstall()) return 'prompt';
  return isIosSafari() ? 'ios-hint' : null;
}

/** Calls `listener` when the offer may have changed (an event captured, an answer stored). */
export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeCapture = subscribeToInstallCapture(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeCapture();
  };
}

/** "Not now": the prompt stays away for 7 days. */
export function dismissInstall(now: Date = new Date()): void {
  markInstallDismissed(now);
  notify();
}

/** "Install": the browser's own dialog; its answer is remembered like an answer to ours. */
export async function acceptInstall(): Promise<void> {
  const event = takeDeferredInstall();
  if (!event) return;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') markInstalled();
  else markInstallDismissed(new Date());
  notify();
}
