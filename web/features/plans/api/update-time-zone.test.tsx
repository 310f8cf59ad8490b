import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { apiErrorResponse, fakeApi, jsonResponse, makeMePlan } from '../../../testing/fake-api';
import { usePlan } from './get-plan';
import { browserTimeZone, useTimeZoneSync } from './update-time-zone';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useTimeZoneSync', () => {
  it("sends the browser's zone once per session and user", async () => {
    const api = fakeApi({ 'PUT /api/v1/me/time-zone': () => new Response(null, { status: 204 }) });
    const zone = browserTimeZone();
    expect(zone).toBeTruthy();
    const first = renderHook(() => useTimeZoneSync('user-1'), { wrapper });
    await waitFor(() => expect(api.sent('PUT /api/v1/me/time-zone')).toEqual([{ timeZone: zone }]));
    first.unmount();
    // A new page in the same tab session: nothing more to say.
    renderHook(() => useTimeZoneSync('user-1'), { wrapper });
    // Another account signing in here is told too.
    renderHook(() => useTimeZoneSync('user-2'), { wrapper });
    await waitFor(() => expect(api.sent('PUT /api/v1/me/time-zone')).toHaveLength(2));
  });

  it('asks for the plan again once the server knows the zone (its day follows the zone)', async () => {
    let planCalls = 0;
    fakeApi({
      'GET /api/v1/me/plan': () => {
        planCalls++;
        return jsonResponse(makeMePlan());
      },
      'PUT /api/v1/me/time-zone': () => new Response(null, { status: 204 }),
    });
    renderHook(
      () => {
        usePlan(true);
        useTimeZoneSync('user-1');
      },
      { wrapper },
    );
    await waitFor(() => expect(planCalls).toBe(2));
  });

  it('sends nothing while nobody is signed in', () => {
    const api = fakeApi({});
    renderHook(() => useTimeZoneSync(null), { wrapper });
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('tries again on the next page after a failure', async () => {
    let calls = 0;
    fakeApi({ 'PUT /api/v1/me/time-zone': () => (++calls === 1 ? apiErrorResponse('INTERNAL', 'Down', 500) : new Response(null, { status: 204 })) });
    const first = renderHook(() => useTimeZoneSync('user-1'), { wrapper });
    await waitFor(() => expect(calls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    first.unmount();
    renderHook(() => useTimeZoneSync('user-1'), { wrapper });
    await waitFor(() => expect(calls).toBe(2));
  });
});
