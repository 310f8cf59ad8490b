import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { Toaster } from '../app/toaster';
import { createQueryClient } from '../lib/query-client';

function Elsewhere() {
  const { pathname } = useLocation();
  return <p>Navigated to {pathname}</p>;
}

/**
 * Renders `ui` at `path` inside the app's providers (router, react-query, toaster). Other paths render
 * their path name so tests can see where a navigation went.
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
