import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { startPwa } from './features/pwa/start-pwa';
import { setHydrating } from './lib/client-value';
import { takeEarlyInput } from './prerender/early-input';
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

// Query parameters no page reads: a campaign's link still lands on the page the build rendered.
const TRACKING_PARAMETER = /^(utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid|ref)$/;

/**
 * How the first render goes (decision 005). Over a page rendered at build time React adopts the markup
 * already on screen instead of drawing it again: the first client render is the build's (the session still
 * loading, nothing read from storage or the clock; see lib/client-value.ts), so nothing mismatches. A page
 * opened with a query string a page reads (?next=, ?from=signup) differs from the build's, which had none:
 * it is drawn afresh over the markup. Either starts once the router has the page's code and data (a lazily
 * loaded page's chunk, a post's content), which the markup was rendered with, and runs as a transition, in
 * small slices.
 */
function start(container: HTMLElement) {
  const early = takeEarlyInput(container);
  const asBuilt = [...url.searchParams.keys()].every((key) => TRACKING_PARAMETER.test(key));
  setHydrating(asBuilt);
  const committed = () => {
    setHydrating(false);
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    // What was typed goes to the hydrated fields, or to those a fresh render drew in their place.
    early.replay();
  };
  const app = (
    <StrictMode>
      <App router={router} onCommitted={committed} />
    </StrictMode>
  );
  startTransition(() => {
    if (asBuilt) {
      hydrateRoot(container, app, {
        // A mismatch means the prerendered markup and the first client render differ: React then draws the
        // page anew. Said plainly in the console (and so failed by the browser specs).
        onRecoverableError: (error) => console.error('The prerendered page could not be hydrated as it was:', error),
      });
    } else {
      createRoot(container).render(app);
    }
  });
}

if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  if (router.state.initialized) {
    start(root);
  } else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      start(root);
    });
  }
} else {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
