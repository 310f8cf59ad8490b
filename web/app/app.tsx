import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProvider } from './provider';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  /** Called once the first render is committed (over a prerendered page: once it is hydrated). */
  onCommitted?: () => void;
}

// The tree is the one the build renders the public pages with (web/prerender/render-page.tsx), the router aside:
// an effect adds no element, so the ids React derives from the tree's shape (useId) match on both sides.
export function App({ router, onCommitted }: AppProps) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
