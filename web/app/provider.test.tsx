import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';
import { SIGNED_OUT_SESSION } from '../features/auth/api/get-session';
import { resetSessionStore } from '../features/auth/api/session-store';
import { createQueryClient } from '../lib/query-client';
import { useLazyQuery } from '../lib/use-lazy-query';

function Plan({ enabled, queryFn }: { enabled: boolean; queryFn: () => Promise<string> }) {
  const plan = useLazyQuery({ queryKey: ['test-plan'], queryFn, enabled });
  return <p>{plan.data ?? (plan.isError ? 'failed' : plan.isPending ? 'pending' : 'none')}</p>;
}

describe('AppProvider and useLazyQuery', () => {
  // The app provider asks who is signed in: known here, so nothing is sent for it.
  beforeEach(() => resetSessionStore({ session: SIGNED_OUT_SESSION }));

  it('reads the cache of the client provided, as useQuery would, from the first render', () => {
    const client = createQueryClient({ retryDelayMs: 0 });
    client.setQueryData(['test-plan'], 'Pro');
    const queryFn = vi.fn(async () => 'Free');
    render(
      <QueryClientProvider client={client}>
        <Plan enabled queryFn={queryFn} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Pro')).toBeTruthy();
  });

  it('asks nothing while disabled', async () => {
    const queryFn = vi.fn(async () => 'Pro');
    render(
      <AppProvider>
        <Plan enabled={false} queryFn={queryFn} />
      </AppProvider>,
    );
    // Effects and the promises they start have run.
    await act(async () => undefined);
    expect(screen.getByText('pending')).toBeTruthy();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('once enabled, loads the data layer through the app provider and runs the query', async () => {
    render(
      <AppProvider>
        <Plan enabled queryFn={async () => 'Enterprise'} />
      </AppProvider>,
    );
    expect(await screen.findByText('Enterprise')).toBeTruthy();
  });

  it('says a failed query failed', async () => {
    const client = createQueryClient({ retryDelayMs: 0 });
    render(
      <QueryClientProvider client={client}>
        <Plan
          enabled
          queryFn={async () => {
            throw new Error('down');
          }}
        />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('failed')).toBeTruthy();
  });
});
