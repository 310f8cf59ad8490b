import { Suspense, lazy, useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, isSonnerRequested, onSonnerRequested } from '../lib/notify';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * One toast at a time (notify() also dismisses the current one), 5 s by default, per the spec.
 * Rendered only once the first toast is requested (see lib/notify.ts); sonner replays toasts created
 * before its Toaster subscribed.
 */
export function Toaster() {
  const requested = useSyncExternalStore(onSonnerRequested, isSonnerRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        position="top-center"
        richColors
        closeButton
        theme="system"
        offset={{ top: 72 }}
        mobileOffset={{ top: 72 }}
        containerAriaLabel="Notifications"
      />
    </Suspense>
  );
}
