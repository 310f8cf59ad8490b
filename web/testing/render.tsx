import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import type { Session } from '../../contracts/auth';
import type { MePlan } from '../../contracts/plan';
import { Toaster } from '../app/toaster';
import { SIGNED_OUT_SESSION } from '../features/auth/api/get-session';
import { resetSessionStore } from '../features/auth/api/session-store';
import { planQueryKey } from '../features/plans/api/get-plan';
import { createQueryClient } from '../lib/query-client';
import { makeMePlan } from './fake-api';

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Navigated to {`${pathname}${search}`}</p>;
}

interface RenderOptions {
  path?: string;
  /**
   * What GET /auth/session is known to answer (default: signed out, Google configured). `'unknown'` leaves
   * the session store empty, so the app asks the (stubbed) server as it does on a first visit.
   */
  session?: Session | 'unknown';
  /** Extra routes beside `ui` (e.g. a layout route with children). */
  routes?: RouteObject[];
  /**
   * What GET /me/plan is known to answer for a signed-in session (default: the free plan with its trial
   * available). `'unknown'` leaves the cache empty so the app asks the (stubbed) server.
   */
  plan?: MePlan | 'unknown';
}

/**
 * Renders `ui` at `path` inside the app's providers (router, react-query, toaster). Other paths render
 * their path and query so tests can see where a navigation went.
 */
export function renderWithProviders(ui: ReactElement | null, { path = '/', session, routes = [], plan }: RenderOptions = {}) {
  const router = createMemoryRouter(
    [...(ui ? [{ path: path.split('?')[0], element: ui }] : []), ...routes, { path: '*', Component: Elsewhere }],
    { initialEntries: [path] },
  );
  // Retries at once: what is asserted is that the app retries, not how long it waits between tries.
  const queryClient = createQueryClient({ retryDelayMs: 0 });
  // Retries at once here too.
  resetSessionStore({ retryDelayMs: 0, ...(session === 'unknown' ? {} : { session: session ?? { ...SIGNED_OUT_SESSION, google: { configured: true } } }) });
  if (plan !== 'unknown' && session !== 'unknown' && session?.user) queryClient.setQueryData(planQueryKey, plan ?? makeMePlan());
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
