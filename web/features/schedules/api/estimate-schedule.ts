import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { scheduleEstimateSchema, type scheduleEstimateRequestSchema } from '../../../../contracts/scheduled-check';
import { fetchParsed } from '../../../lib/fetch-parsed';
import { scheduledChecksKey } from './get-scheduled-checks';

export type ScheduleEstimateRequest = z.input<typeof scheduleEstimateRequestSchema>;
export type ScheduleEstimate = z.infer<typeof scheduleEstimateSchema>;

/** POST /api/v1/me/scheduled-checks/estimate — what a schedule would cost, before it is saved. */
export const estimateSchedule = (request: ScheduleEstimateRequest) =>
  fetchParsed(scheduleEstimateSchema, '/me/scheduled-checks/estimate', { method: 'POST', json: request });

/**
 * The estimate of `request` (null asks nothing). Callers pass a debounced request, so typing asks once it
 * settles; the last estimate stays on screen while the next one loads.
 */
export function useScheduleEstimate(request: ScheduleEstimateRequest | null) {
  return useQuery({
    queryKey: [...scheduledChecksKey, 'estimate', request],
    queryFn: () => estimateSchedule(request as ScheduleEstimateRequest),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
