import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { scheduledCheckRunListSchema, scheduledCheckRunSchema } from '../../../../contracts/scheduled-check';
import { apiFetch, readJsonBody } from '../../../lib/api-client';
import { fetchParsed } from '../../../lib/fetch-parsed';
import { schedulePath, scheduledChecksKey } from './get-scheduled-checks';

export type ScheduleRun = z.infer<typeof scheduledCheckRunSchema>;

/** A run that has ended; queued and running ones are still on their way. */
export const isFinished = (run: ScheduleRun) => run.status === 'succeeded' || run.status === 'failed' || run.status === 'skipped';

export const scheduleRunsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...scheduledChecksKey, id, 'runs'],
    queryFn: () => fetchParsed(scheduledCheckRunListSchema, `${schedulePath(id)}/runs`).then((body) => body.items),
  });

/**
 * GET /api/v1/me/scheduled-checks/{id}/runs — asked only while the history is open or a run is awaited;
 * `pollMs` re-asks while a run is on its way (runs change in the background).
 */
export function useScheduleRuns(id: string, { enabled, pollMs }: { enabled: boolean; pollMs?: number | false }) {
  return useQuery({ ...scheduleRunsQueryOptions(id), enabled, staleTime: 0, refetchInterval: pollMs ?? false });
}

/**
 * POST /api/v1/me/scheduled-checks/{id}/run (202): queues a run now. The answer names the queued run when
 * the server says which; null otherwise (the caller then watches the schedule's last run instead).
 */
async function runScheduledCheck(id: string): Promise<ScheduleRun | null> {
  const response = await apiFetch(`${schedulePath(id)}/run`, { method: 'POST', json: {} });
  // A 202 may carry no body at all: then there is no run to name.
  const body = await readJsonBody(response).catch(() => null);
  const run = scheduledCheckRunSchema.safeParse(body && typeof body === 'object' && 'run' in body ? body.run : body);
  return run.success ? run.data : null;
}

export function useRunScheduledCheck() {
  return useMutation({ mutationFn: runScheduledCheck });
}
