import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPwa } from './features/pwa/start-pwa';
import { PRERENDERED_ATTRIBUTE } from './prerender/prerendered-attribute';

// A recovery reload after a failed chunk load adds ?reload=<time> to bust caches; hide it once loaded.
const url = new URL(window.location.href);
if (url.searchParams.has('reload')) {
  url.searchParams.delete('reload');
  window.history.replaceState(window.history.state, '', url);
}

startPwa();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Over a page rendered at build time (every public page), the first client render need not block: as a
// transition React renders it in small slices and the page stays responsive. RouterProvider subscribes to the
// router when it commits, and a page arriving during a long transition would be missed: App mounts it only
// once the router has loaded the first page (web/app/app.tsx), so nothing is loading then.
if (root.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)) {
  startTransition(() => createRoot(root).render(app));
} else {
  createRoot(root).render(app);
}
