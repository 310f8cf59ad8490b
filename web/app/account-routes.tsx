import type { RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth';
import { lazyRoute } from './browser-recovery-env';
import { PageSkeleton } from './layout/page-skeleton';
import { RouteError } from './route-error';

/**
 * The pages no visitor lands on from a search: shared reports, e-mail links and the signed-in app. The router
 * adds them when a path first asks for one (see router.tsx), so the public pages' first load does not carry
 * their table. Every path here starts with one of ACCOUNT_PATH_SEGMENTS (account-path-segments.ts; a test keeps
 * the two together).
 */

// The pages that read data with react-query sit below this layout route: its chunk carries the data layer, and
// creates the client as it arrives (decision 005). The public pages do not.
const dataLayer = lazyRoute(
  () => import('./data-layer'),
  (layer) => {
    layer.installDataLayer();
    return { Component: layer.DataLayer };
  },
);

/** Top-level routes, beside the app's layout. */
export const standaloneRoutes: RouteObject[] = [
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
];

/** Routes inside the app's layout (navbar, footer). */
export const layoutRoutes: RouteObject[] = [
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
];
