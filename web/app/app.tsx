import { useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { PRERENDERED_ATTRIBUTE } from '../prerender/prerendered-attribute';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

// The page rendered at build time, as the HTML delivered it, taken before the first client render replaces it.
const prerendered =
  typeof document === 'undefined' ? null : (document.querySelector(`#root > [${PRERENDERED_ATTRIBUTE}]`)?.outerHTML ?? null);

export function App() {
  const [router] = useState(createAppRouter);
  const initialized = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.initialized,
  );
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
