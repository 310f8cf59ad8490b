type Sonner = typeof import('sonner');
type Kind = 'error' | 'success' | 'info' | 'warning';

export const TOAST_DURATION_MS = 5000;

// sonner is loaded on the first toast, not with the page: no toast can appear before the visitor does
// something, and it keeps ~12 KB gzip out of the home page's JavaScript. <Toaster> mounts once requested.
let loading: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner').catch((error: unknown) => {
      loading = null;
      throw error;
    });
    listeners.forEach((listener) => listener());
  }
  return loading;
}

export function isSonnerRequested(): boolean {
  return loading !== null;
}

export function onSonnerRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one way the app shows a toast. The spec wants at most one toast on screen and a new one replacing
 * the current one, so every call dismisses what is showing first (the Toaster also caps visibleToasts=1).
 */
export interface NotifyOptions {
  /** Milliseconds on screen; Infinity keeps it until dismissed. Default TOAST_DURATION_MS. */
  duration?: number;
  /** One button in the toast, e.g. 'Resend link'. */
  action?: { label: string; onClick: () => void };
}

function show(kind: Kind, title: string, description?: string, options: NotifyOptions = {}): Promise<void> {
  return loadSonner().then(
    ({ toast }) => {
      toast.dismiss();
      toast[kind](title, {
        description,
        ...(options.duration === undefined ? {} : { duration: options.duration }),
        ...(options.action ? { action: options.action } : {}),
      });
    },
    () => {
      // The toast library could not be downloaded (offline, new deployment); the page still works.
    },
  );
}

/**
 * Takes down whatever toast is showing. For outcomes that make the last toast untrue (a successful sign-in
 * after a failed one), without a toast of their own. Chained after any toast still being shown, so it is
 * taken down too; nothing to do while sonner was never requested.
 */
function dismiss(): Promise<void> {
  if (!loading) return Promise.resolve();
  return loading.then(
    ({ toast }) => void toast.dismiss(),
    () => undefined,
  );
}

export const notify = {
  dismiss,
  error: (title: string, description?: string, options?: NotifyOptions) => show('error', title, description, options),
  success: (title: string, description?: string, options?: NotifyOptions) => show('success', title, description, options),
  info: (title: string, description?: string, options?: NotifyOptions) => show('info', title, description, options),
  warning: (title: string, description?: string, options?: NotifyOptions) => show('warning', title, description, options),
};
