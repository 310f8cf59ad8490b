import { captureInstallPrompt } from './install/install-capture';

/**
 * Starts what makes the site an installable app: the install event is captured at once (the browser may
 * fire it early); the service worker is registered in production builds once the page has loaded, so its
 * precaching does not compete with the page's own requests. Its code loads then too, not with the page.
 */
export function startPwa(): void {
  captureInstallPrompt();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./update/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
