import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { startPwa } from './features/pwa/start-pwa';
import { replayEarlyInput } from './prerender/early-input';
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

// Over a page rendered at build time (every public page) React adopts the markup already on screen instead
// of drawing it again: the first client render is the build's (the session still loading, nothing read from
// storage or the clock; see lib/use-hydrated.ts), so nothing mismatches. It starts once the router has the
// page's code and data (a lazily loaded page's chunk, a post's content), which the markup was rendered with;
// as a transition the hydration runs in small slices and the page stays responsive.
function hydrate(container: HTMLElement) {
  const hydrated = () => {
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    replayEarlyInput(container);
  };
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} onCommitted={hydrated} />
      </StrictMode>,
      {
        // A mismatch means the prerendered markup and the first client render differ: React then draws the
        // page anew. Said plainly in the console (and so failed by the browser specs).
        onRecoverableError: (error) => console.error('The prerendered page could not be hydrated as it was:', error),
      },
    );
  });
}

if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  if (router.state.initialized) {
    hydrate(root);
  } else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      hydrate(root);
    });
  }
} else {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
