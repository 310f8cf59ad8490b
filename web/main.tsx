import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
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

const router = createAppRouter();
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );

// Over a page rendered at build time (every public page) the first client render need not block: as a
// transition React renders it in small slices and the page stays responsive. It starts once the router has
// the first page's code and data (a lazily loaded page's chunk, a post's content), so the page already on
// screen is replaced once, by itself, never by a loading skeleton; and RouterProvider, which subscribes to
// the router when it commits, cannot miss a page arriving during that render.
if (root.querySelector(`[${PRERENDERED_ATTRIBUTE}]`)) {
  const start = () => startTransition(render);
  if (router.state.initialized) {
    start();
  } else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      start();
    });
  }
} else {
  render();
}
