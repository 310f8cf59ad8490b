import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageSpeedState, SeoSnapshot, SeoSnapshotRequest } from '../../../../contracts/seo-snapshot';
import { ApiError, apiJson } from '../../../lib/api-client';

/** How often a snapshot is asked for again while its PageSpeed run is on its way (it takes 10–60 s). */
export const SEO_SNAPSHOT_POLL_MS = 3000;
/** After this long without a PageSpeed answer the panel stops asking and says PageSpeed is unavailable. */
// The server calls a run that long without an answer failed (PAGESPEED_STALE_MS), so both say the same.
export const SEO_SNAPSHOT_POLL_LIMIT_MS = 180_000;

/** What the panel shows once it has stopped waiting for a PageSpeed run that never finished. */
export const PAGESPEED_TIMED_OUT: PageSpeedState = {
  status: 'unavailable',
  reason: 'failed',
  message: 'PageSpeed did not finish measuring this page within 3 minutes. Please try again later.',
};

export const seoSnapshotKey = (id: string) => ['seo-snapshots', id] as const;

// Like the rank check, the contract's zod schema is not imported at runtime (zod would weigh more than the whole
// result card); the server validates its replies against it, and this shape check guards against surprises.
function isSeoSnapshot(value: unknown): value is SeoSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const pageSpeed = v.pageSpeed as Record<string, unknown> | null | undefined;
  return (
    typeof v.id === 'string' &&
    typeof v.url === 'string' &&
    typeof v.onPage === 'object' &&
    typeof pageSpeed === 'object' &&
    pageSpeed !== null &&
    typeof pageSpeed.status === 'string' &&
    (v.changes === null || Array.isArray(v.changes))
  );
}

async function snapshotJson(path: string, init?: RequestInit & { json?: unknown }): Promise<SeoSnapshot> {
  const body = await apiJson<unknown>(path, init);
  if (!isSeoSnapshot(body)) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return body;
}

/** POST /api/v1/seo-snapshots (201): the page's on-page facts at once; PageSpeed may still be pending. */
export const createSeoSnapshot = (body: SeoSnapshotRequest) => snapshotJson('/seo-snapshots', { method: 'POST', json: body });

/** GET /api/v1/seo-snapshots/{id}: asked again while its PageSpeed run is pending. */
export const getSeoSnapshot = (id: string) => snapshotJson(`/seo-snapshots/${encodeURIComponent(id)}`);

interface UseSeoSnapshotOptions {
  /** The page to analyse. */
  url: string;
  /** The saved check this snapshot belongs to (signed-in users), so it is kept with it and compared. */
  checkId?: string;
  /** The snapshot is created the first time this is true, and once only per url and checkId. */
  enabled: boolean;
}

/**
 * Creates one snapshot of `url` (a POST, so never repeated on its own: Retry asks again) and then asks for
 * it every 3 s while its PageSpeed run is pending, for at most 3 minutes.
 */
export function useSeoSnapshot({ url, checkId, enabled }: UseSeoSnapshotOptions) {
  const queryClient = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const create = useMutation({
    mutationFn: createSeoSnapshot,
    // Into the cache before the mutation says it succeeded, so the snapshot's query starts with it and its
    // first GET is the first poll, 3 s later.
    onSuccess: (snapshot) => queryClient.setQueryData(seoSnapshotKey(snapshot.id), snapshot),
  });
  const { mutate } = create;

  const start = useCallback(() => {
    setTimedOut(false);
    mutate(checkId ? { url, checkId } : { url });
  }, [mutate, url, checkId]);

  // A ref, not state: StrictMode runs effects twice and a POST must not be.
  const started = useRef<string | null>(null);
  const requestKey = `${url} ${checkId ?? ''}`;
  useEffect(() => {
    if (!enabled || started.current === requestKey) return;
    started.current = requestKey;
    start();
  }, [enabled, requestKey, start]);

  const id = create.data?.id;
  const snapshot = useQuery({
    queryKey: seoSnapshotKey(id ?? ''),
    queryFn: () => getSeoSnapshot(id ?? ''),
    enabled: id !== undefined,
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) => (query.state.data?.pageSpeed.status === 'pending' && !timedOut ? SEO_SNAPSHOT_POLL_MS : false),
    // A user who switches tabs while PageSpeed runs comes back to its score, not to a timeout.
    refetchIntervalInBackground: true,
  });

  const data = snapshot.data ?? create.data;
  const pending = data?.pageSpeed.status === 'pending';
  const { submittedAt } = create;
  useEffect(() => {
    if (!pending || timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, submittedAt + SEO_SNAPSHOT_POLL_LIMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [pending, timedOut, submittedAt]);

  return {
    snapshot: data,
    /** The snapshot's PageSpeed state, or unavailable once 3 minutes have passed without an answer. */
    pageSpeed: data && pending && timedOut ? PAGESPEED_TIMED_OUT : data?.pageSpeed,
    /** The POST is on its way (first time or after Retry). */
    isCreating: create.isPending,
    /** Why the POST failed (an ApiError carries the server's message), null otherwise. */
    error: create.error,
    retry: start,
  };
}

export type SeoSnapshotState = ReturnType<typeof useSeoSnapshot>;
