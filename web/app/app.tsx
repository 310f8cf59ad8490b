import { useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * RouterProvider reads the router's state while rendering and subscribes only when it commits, so a change
 * in between is lost. The first render runs as a transition (main.tsx) and can take long enough for a lazy
 * page's code to arrive in that gap, which left the page on its loading skeleton for good. The provider is
 * therefore mounted once the router has loaded the first page (a moment on a full load of a lazy page; home
 * is bundled with the shell, so its prerendered markup is replaced at once as before).
 */
function useRouterInitialized(router: AppRouter): boolean {
  return useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.initialized,
  );
}

export function App() {
  const [router] = useState(createAppRouter);
  const initialized = useRouterInitialized(router);
  return <AppProvider>{initialized ? <RouterProvider router={router} /> : null}</AppProvider>;
}
