import { startTransition, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { PRERENDERED_ATTRIBUTE } from '../prerender/prerendered-attribute';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

// The page rendered at build time, as the HTML delivered it, taken before the first client render replaces it.
const prerendered =
  typeof document === 'undefined' ? null : (document.querySelector(`#root > [${PRERENDERED_ATTRIBUTE}]`)?.outerHTML ?? null);

export function App() {
  const [router] = useState(createAppRouter);
  const [initialized, setInitialized] = useState(() => router.state.initialized);
  useEffect(() => {
    if (initialized) return;
    const ready = () => {
      // As a transition: the first render of the whole page is sliced into small tasks, so it never blocks
      // the visitor's first tap or scroll on the page already shown.
      if (router.state.initialized) startTransition(() => setInitialized(true));
    };
    ready();
    return router.subscribe(ready);
  }, [router, initialized]);
  // A lazily loaded page (a blog post, the FAQ) needs its code and data before it can render; until then the
  // page rendered at build time stays on screen, instead of a skeleton flashing over content already shown.
  if (!initialized && prerendered) {
    return <div className="contents" dangerouslySetInnerHTML={{ __html: prerendered }} />;
  }
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
