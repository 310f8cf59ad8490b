// The new-version state shared by the registration (which finds a new version) and the prompt (which
// offers it). Module state: one service worker registration per page.
let updateReady = false;
let reloadRequested = false;
let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<() => void>();

/** A new version is ready: waiting (`worker`), or already in control after a switch made in another tab. */
export function setUpdateReady(worker: ServiceWorker | null) {
  waitingWorker = worker;
  updateReady = true;
  listeners.forEach((listener) => listener());
}

/** True once a new version is installed while this page runs an older one. */
export function isUpdateReady(): boolean {
  return updateReady;
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * "Reload": the waiting worker takes over, and the page reloads when it has (controllerchange), so the new
 * pages and assets arrive together. Only a reload asked for here happens, once: no reload loop.
 */
export function applyUpdate(): void {
  if (reloadRequested) return;
  reloadRequested = true;
  if (waitingWorker) waitingWorker.postMessage({ type: 'SKIP_WAITING' });
  // Another tab already switched versions: this one only has to load the new one.
  else window.location.reload();
}

/** True once the visitor chose Reload here: only then does a change of worker reload the page. */
export function isReloadRequested(): boolean {
  return reloadRequested;
}
