import { captureInstallPrompt } from './install/install-capture';

/**
 * Starts what makes the site an installable app: the install event is captured at once (the browser may
 * fire it early); the service worker is registered in production builds once the page has loaded, so its
 * precaching does not compete with the page's own requests. Its code loads then too, not with the page.
 */
export function startPwa(): void {
  captureInstallPrompt();
  // Built by `vite build` (mode "production"), not the dev server, whose modules change under a worker's cache.
  // MODE rather than PROD: PROD follows NODE_ENV, and the browser specs build with NODE_ENV=test, yet what
  // they test is the built app with its worker.
  if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./update/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
