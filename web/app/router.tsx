import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth';
import { HomeRoute } from './routes/home';
import { lazyRoute, setPendingLocation } from './browser-recovery-env';
import { AppLayout, AppLayoutFallback } from './layout/app-layout';
import { PageSkeleton } from './layout/page-skeleton';
import { RouteError } from './route-error';

/**
 * Home is bundled with the shell because it is the landing page (one request fewer before first paint);
 * every other page is a lazily loaded chunk with retries (lazyRoute). Pages of later features are added here.
 */
export const routes: RouteObject[] = [
  {
    // A shared report is read by the owner's clients: its own frame, without our navbar, footer or sign-in.
    path: 'report/:token',
    HydrateFallback: PageSkeleton,
    ErrorBoundary: RouteError,
    lazy: lazyRoute(async () => ({
      Component: (await import('../features/reports/components/shared-report-page')).SharedReportPage,
    })),
  },
  { path: 'report-email/:action', HydrateFallback: PageSkeleton, ErrorBoundary: RouteError, lazy: lazyRoute(async () => ({ Component: (await import('../features/reports/components/report-email-page')).ReportEmailPage })) },
  {
    Component: AppLayout,
    HydrateFallback: AppLayoutFallback,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomeRoute },
      {
        path: 'login',
        lazy: lazyRoute(async () => ({ Component: (await import('../features/auth/components/login-page')).LoginPage })),
      },
      {
        path: 'signup',
        lazy: lazyRoute(async () => ({ Component: (await import('../features/auth/components/signup-page')).SignupPage })),
      },
      {
        path: 'verify-email',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/auth/components/verify-email-page')).VerifyEmailPage,
        })),
      },
      {
        path: 'confirm-email',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/auth/components/confirm-email-page')).ConfirmEmailPage,
        })),
      },
      {
        path: 'forgot-password',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/auth/components/forgot-password-page')).ForgotPasswordPage,
        })),
      },
      {
        path: 'reset-password',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/auth/components/reset-password-page')).ResetPasswordPage,
        })),
      },
      {
        path: 'pricing',
        lazy: lazyRoute(async () => ({ Component: (await import('./routes/pricing')).PricingRoute })),
      },
      {
        path: 'blog',
        lazy: lazyRoute(async () => ({ Component: (await import('./routes/blog')).BlogRoute })),
      },
      {
        path: 'blog/:slug',
        lazy: lazyRoute(async () => {
          const { blogPostLoader, BlogPostRoute } = await import('./routes/blog-post');
          return { loader: blogPostLoader, Component: BlogPostRoute };
        }),
      },
      {
        path: 'faq',
        lazy: lazyRoute(async () => {
          const { faqLoader, FaqRoute } = await import('./routes/faq');
          return { loader: faqLoader, Component: FaqRoute };
        }),
      },
      ...(['about', 'changelog', 'privacy', 'terms', 'cookies'] as const).map((name) => ({
        path: name,
        lazy: lazyRoute(async () => (await import('./routes/site-page')).sitePageRoute(name)),
      })),
      {
        path: 'contact',
        lazy: lazyRoute(async () => ({
          Component: (await import('../features/contact/components/contact-page')).ContactPage,
        })),
      },
      {
        // Spec §2: pages needing an account show a spinner while the session loads, else go to /login.
        Component: RequireAuth,
        children: [
          {
            path: 'dashboard',
            lazy: lazyRoute(async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute })),
          },
          {
            path: 'reports',
            lazy: lazyRoute(async () => ({ Component: (await import('./routes/reports')).ReportsRoute })),
          },
          {
            path: 'history',
            lazy: lazyRoute(async () => ({
              Component: (await import('../features/history/components/history-page')).HistoryPage,
            })),
          },
          {
            path: 'settings',
            lazy: lazyRoute(async () => ({ Component: (await import('./routes/settings')).SettingsRoute })),
          },
          {
            path: 'payment',
            lazy: lazyRoute(async () => ({
              Component: (await import('../features/plans/components/payment-page')).PaymentPage,
            })),
          },
          {
            path: 'payment/success',
            lazy: lazyRoute(async () => ({
              Component: (await import('../features/plans/components/payment-success-page')).PaymentSuccessPage,
            })),
          },
          {
            path: 'payment/cancel',
            lazy: lazyRoute(async () => ({
              Component: (await import('../features/plans/components/payment-cancel-page')).PaymentCancelPage,
            })),
          },
        ],
      },
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
