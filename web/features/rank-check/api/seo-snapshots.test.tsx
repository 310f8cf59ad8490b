import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { makeSnapshot } from '../components/seo-snapshot/seo-snapshot-fixtures';
import { createSeoSnapshot, getSeoSnapshot, useSeoSnapshot } from './seo-snapshots';

const POST = 'POST /api/v1/seo-snapshots';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    </StrictMode>
  );
}

describe('seo snapshot requests', () => {
  it('posts the page and the saved check, and reads a snapshot by id', async () => {
    const snapshot = makeSnapshot();
    const { sent, fetchMock } = fakeApi({
      [POST]: () => jsonResponse(snapshot, 201),
      [`GET /api/v1/seo-snapshots/${snapshot.id}`]: () => jsonResponse(snapshot),
    });
    expect(await createSeoSnapshot({ url: 'https://example.com/', checkId: '9' })).toEqual(snapshot);
    expect(sent(POST)).toEqual([{ url: 'https://example.com/', checkId: '9' }]);
    expect(await getSeoSnapshot(snapshot.id)).toEqual(snapshot);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('turns a reply of another shape into a readable error, and keeps the server’s error message', async () => {
    fakeApi({ [POST]: () => jsonResponse({ score: 90 }, 201) });
    await expect(createSeoSnapshot({ url: 'https://example.com/' })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    fakeApi({ [POST]: () => apiErrorResponse('INVALID_INPUT', 'Enter the address of the page to analyse.', 400) });
    const error: unknown = await createSeoSnapshot({ url: ' ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Enter the address of the page to analyse.');
  });
});

describe('useSeoSnapshot', () => {
  it('creates nothing until enabled', async () => {
    const { sent } = fakeApi({ [POST]: () => jsonResponse(makeSnapshot(), 201) });
    renderHook(() => useSeoSnapshot({ url: 'https://example.com/', enabled: false }), { wrapper });
    await act(async () => {});
    expect(sent(POST)).toHaveLength(0);
  });

  it('creates exactly one snapshot per page and check, even under StrictMode and when disabled and enabled again', async () => {
    const snapshot = makeSnapshot({ pageSpeed: { status: 'unavailable', reason: 'sign_in', message: 'Sign in.' } });
    const { sent } = fakeApi({ [POST]: () => jsonResponse(snapshot, 201) });
    const { result, rerender } = renderHook((props: { enabled: boolean }) => useSeoSnapshot({ url: 'https://example.com/', ...props }), {
      wrapper,
      initialProps: { enabled: true },
    });
    await waitFor(() => expect(result.current.snapshot?.id).toBe(snapshot.id));
    expect(result.current.pageSpeed).toEqual(snapshot.pageSpeed);
    rerender({ enabled: false });
    rerender({ enabled: true });
    await act(async () => {});
    expect(sent(POST)).toEqual([{ url: 'https://example.com/' }]);
  });
});
