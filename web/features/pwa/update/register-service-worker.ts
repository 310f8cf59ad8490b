import { isReloadRequested, setUpdateReady } from './update-state';

/** How often a tab left open asks the server whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js for the whole site and watches for new versions. A version installed while an older one
 * controls the page waits (its caches would not match this page's code) until the visitor reloads.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  const hadController = container.controller !== null;
  const registration = await container.register('/sw.js', { scope: '/' });
  const offerIfWaiting = () => {
    if (registration.waiting && container.controller) setUpdateReady(registration.waiting);
  };
  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  });
  container.addEventListener('controllerchange', () => {
    if (isReloadRequested()) window.location.reload();
    // The first visit's worker claiming the page is no new version; a switch made from another tab is.
    else if (hadController) setUpdateReady(null);
  });
  setInterval(() => {
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
