import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth';
import { lazyRoute, setPendingLocation } from './browser-recovery-env';
import { AppLayout, AppLayoutFallback } from './layout/app-layout';
import { PageSkeleton } from './layout/page-skeleton';
import { RouteError } from './route-error';

// The pages that read data with react-query sit below this layout route: its chunk carries the data layer, and
// creates the client as it arrives (decision 005). The public pages do not.
const dataLayer = lazyRoute(
  () => import('./data-layer'),
  (layer) => {
    layer.installDataLayer();
    return { Component: layer.DataLayer };
  },
);

/**
 * Every page is a lazily loaded chunk with retries (lazyRoute); a public page's markup is on screen from the
 * build while its chunk loads (decision 005). Pages of later features are added here.
 */
export const routes: RouteObject[] = [
  {
    lazy: dataLayer,
    HydrateFallback: PageSkeleton,
    ErrorBoundary: RouteError,
    children: [
      {
        // A shared report is read by the owner's clients: its own frame, without our navbar, footer or sign-in.
        path: 'report/:token',
        lazy: lazyRoute(() => import('../features/reports/components/shared-report-page'), (page) => ({ Component: page.SharedReportPage })),
      },
      { path: 'report-email/:action', lazy: lazyRoute(() => import('../features/reports/components/report-email-page'), (page) => ({ Component: page.ReportEmailPage })) },
    ],
  },
  {
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
        // Every page below reads data with react-query (see dataLayer).
        lazy: dataLayer,
        children: [
          {
            path: 'verify-email',
            lazy: lazyRoute(() => import('../features/auth/components/verify-email-page'), (page) => ({ Component: page.VerifyEmailPage })),
          },
          {
            path: 'confirm-email',
            lazy: lazyRoute(() => import('../features/auth/components/confirm-email-page'), (page) => ({ Component: page.ConfirmEmailPage })),
          },
          {
            path: 'unsubscribe',
            lazy: lazyRoute(() => import('../features/unsubscribe/components/unsubscribe-page'), (page) => ({ Component: page.UnsubscribePage })),
          },
          {
            path: 'join',
            lazy: lazyRoute(() => import('./routes/join'), (page) => ({ Component: page.JoinRoute })),
          },
          {
            // Spec §2: pages needing an account show a spinner while the session loads, else go to /login.
            Component: RequireAuth,
            children: [
              {
                path: 'dashboard',
                lazy: lazyRoute(() => import('./routes/dashboard'), (page) => ({ Component: page.DashboardRoute })),
              },
              {
                path: 'reports',
                lazy: lazyRoute(() => import('./routes/reports'), (page) => ({ Component: page.ReportsRoute })),
              },
              {
                path: 'sites',
                lazy: lazyRoute(() => import('../features/sites/components/sites-page'), (page) => ({ Component: page.SitesPage })),
              },
              {
                path: 'sites/:site',
                lazy: lazyRoute(() => import('../features/sites/components/site-page'), (page) => ({ Component: page.SitePage })),
              },
              {
                path: 'schedules',
                lazy: lazyRoute(() => import('./routes/schedules'), (page) => ({ Component: page.SchedulesRoute })),
              },
              {
                path: 'history',
                lazy: lazyRoute(() => import('../features/history/components/history-page'), (page) => ({ Component: page.HistoryPage })),
              },
              {
                path: 'competitors',
                lazy: lazyRoute(() => import('../features/competitors/components/competitors-page'), (page) => ({ Component: page.CompetitorsPage })),
              },
              {
                path: 'settings',
                lazy: lazyRoute(() => import('./routes/settings'), (page) => ({ Component: page.SettingsRoute })),
              },
              {
                path: 'learn',
                lazy: lazyRoute(() => import('./routes/learn'), (page) => ({ Component: page.LearnRoute })),
              },
              {
                path: 'learn/:course',
                lazy: lazyRoute(() => import('./routes/learn-course'), (page) => ({ loader: page.courseLoader, Component: page.CourseRoute })),
              },
              {
                path: 'learn/:course/:lesson',
                lazy: lazyRoute(() => import('./routes/learn-lesson'), (page) => ({ loader: page.lessonLoader, Component: page.LessonRoute })),
              },
              {
                path: 'payment',
                lazy: lazyRoute(() => import('../features/plans/components/payment-page'), (page) => ({ Component: page.PaymentPage })),
              },
              {
                path: 'payment/success',
                lazy: lazyRoute(() => import('../features/plans/components/payment-success-page'), (page) => ({ Component: page.PaymentSuccessPage })),
              },
              {
                path: 'payment/cancel',
                lazy: lazyRoute(() => import('../features/plans/components/payment-cancel-page'), (page) => ({ Component: page.PaymentCancelPage })),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: lazyRoute(() => import('../features/not-found/components/not-found-page'), (page) => ({ Component: page.NotFoundPage })),
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  router.subscribe((state) => setPendingLocation(state.navigation.location ?? null));
  return router;
}
