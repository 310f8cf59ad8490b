import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRoute } from './routes/home';
import { lazyRoute, setPendingLocation } from './browser-recovery-env';
import { AppLayout, AppLayoutFallback } from './layout/app-layout';
import { RouteError } from './route-error';

/**
 * Home is bundled with the shell because it is the landing page (one request fewer before first paint);
 * every other page is a lazily loaded chunk with retries (lazyRoute). Pages of later features are added here.
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: AppLayoutFallback,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomeRoute },
      {
        path: '*',
        lazy: lazyRoute(async () => {
          const { NotFoundPage } = await import('../features/not-found/components/not-found-page');
          return { Component: NotFoundPage };
        }),
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  router.subscribe((state) => setPendingLocation(state.navigation.location ?? null));
  return router;
}
