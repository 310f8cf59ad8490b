import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { isAccountPath } from './account-path-segments';
import { browserRecoveryEnv, lazyRoute, setPendingLocation } from './browser-recovery-env';
import { AppLayout, AppLayoutFallback } from './layout/app-layout';
import { loadWithRetry } from './lazy-with-retry';
import { RouteError } from './route-error';

/** The app's layout route, which the account pages are added under. */
const APP_LAYOUT_ID = 'app';

/**
 * Every page is a lazily loaded chunk with retries (lazyRoute); a public page's markup is on screen from the
 * build while its chunk loads (decision 005). These are the public pages; the account pages (account-routes.tsx)
 * are added the first time a path asks for one. Pages of later features are added to one table or the other.
 */
export const routes: RouteObject[] = [
  {
    id: APP_LAYOUT_ID,
    Component: AppLayout,
    HydrateFallback: AppLayoutFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Like every page, home is a chunk of its own: the other pages do not carry it, and on a slow phone the
        // app's code and the page's are evaluated in two shorter tasks. Its markup is on screen meanwhile (005).
        index: true,
        lazy: lazyRoute(() => import('./routes/home'), (page) => ({ Component: page.HomeRoute })),
      },
      {
        path: 'login',
        lazy: lazyRoute(() => import('../features/auth/components/login-page'), (page) => ({ Component: page.LoginPage })),
      },
      {
        path: 'signup',
        lazy: lazyRoute(() => import('../features/auth/components/signup-page'), (page) => ({ Component: page.SignupPage })),
      },
      {
        path: 'forgot-password',
        lazy: lazyRoute(() => import('../features/auth/components/forgot-password-page'), (page) => ({ Component: page.ForgotPasswordPage })),
      },
      {
        path: 'reset-password',
        lazy: lazyRoute(() => import('../features/auth/components/reset-password-page'), (page) => ({ Component: page.ResetPasswordPage })),
      },
      {
        path: 'pricing',
        lazy: lazyRoute(() => import('./routes/pricing'), (page) => ({ Component: page.PricingRoute })),
      },
      {
        path: 'blog',
        lazy: lazyRoute(() => import('./routes/blog'), (page) => ({ Component: page.BlogRoute })),
      },
      {
        path: 'blog/:slug',
        lazy: lazyRoute(() => import('./routes/blog-post'), (page) => ({ loader: page.blogPostLoader, Component: page.BlogPostRoute })),
      },
      {
        path: 'faq',
        lazy: lazyRoute(() => import('./routes/faq'), (page) => ({ loader: page.faqLoader, Component: page.FaqRoute })),
      },
      ...(['about', 'changelog', 'privacy', 'terms', 'cookies'] as const).map((name) => ({
        path: name,
        lazy: lazyRoute(() => import('./routes/site-page'), (page) => page.sitePageRoute(name)),
      })),
      {
        path: 'contact',
        lazy: lazyRoute(() => import('./routes/contact'), (page) => ({ Component: page.ContactRoute })),
      },
      {
        // The reference's renderer is a chunk of its own that only this page loads (see api-docs/lib/mount-reference).
        path: 'docs/api',
        lazy: lazyRoute(() => import('../features/api-docs/components/api-docs-page'), (page) => ({ Component: page.ApiDocsPage })),
      },
      {
        path: '*',
        lazy: lazyRoute(() => import('../features/not-found/components/not-found-page'), (page) => ({ Component: page.NotFoundPage })),
      },
    ],
  },
];

let accountRoutesAdded = false;

/**
 * Adds the account pages when a path first needs them: the router asks for each path that only the 404 page (or a
 * page with a parameter) matches, before it renders, and matches again once they are in.
 */
const addAccountRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (accountRoutesAdded || !isAccountPath(path)) return;
  const { standaloneRoutes, layoutRoutes } = await loadWithRetry(() => import('./account-routes'), browserRecoveryEnv);
  // Two navigations may have waited for the same load: the routes go in once.
  if (accountRoutesAdded) return;
  accountRoutesAdded = true;
  patch(null, standaloneRoutes);
  patch(APP_LAYOUT_ID, layoutRoutes);
};

export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: addAccountRoutes });
  router.subscribe((state) => setPendingLocation(state.navigation.location ?? null));
  return router;
}
