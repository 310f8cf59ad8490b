import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkScheduledCheckResultSchema,
  scheduledCheckSchema,
  type ScheduledCheck,
  type ScheduledCheckInput,
} from '../../../../contracts/scheduled-check';
import { apiFetch } from '../../../lib/api-client';
import { fetchParsed } from '../../../lib/fetch-parsed';
import { schedulePath, scheduledChecksKey } from './get-scheduled-checks';

/** The schedule as the form and the PUT route take it. */
export function toScheduleInput(schedule: ScheduledCheck): ScheduledCheckInput {
  return {
    websiteUrl: schedule.websiteUrl,
    keyword: schedule.keyword,
    location: schedule.location,
    searchEngine: schedule.searchEngine,
    device: schedule.device,
    competitorUrls: schedule.competitorUrls,
    intervalType: schedule.intervalType,
    intervalValue: schedule.intervalValue,
    customSchedule: schedule.customSchedule,
    isActive: schedule.isActive,
  };
}

/** Every change re-reads the schedules (and their runs), so the page shows what the server stored. */
function useScheduleMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledChecksKey }) });
}

/** POST /api/v1/me/scheduled-checks */
export function useCreateScheduledCheck() {
  return useScheduleMutation((input: ScheduledCheckInput) =>
    fetchParsed(scheduledCheckSchema, '/me/scheduled-checks', { method: 'POST', json: input }),
  );
}

/** PUT /api/v1/me/scheduled-checks/{id} — a new interval moves the next run; isActive pauses and resumes. */
export function useUpdateScheduledCheck() {
  return useScheduleMutation(({ id, input }: { id: string; input: ScheduledCheckInput }) =>
    fetchParsed(scheduledCheckSchema, schedulePath(id), { method: 'PUT', json: input }),
  );
}

/** DELETE /api/v1/me/scheduled-checks/{id} */
export function useDeleteScheduledCheck() {
  return useScheduleMutation((id: string) => apiFetch(schedulePath(id), { method: 'DELETE' }).then(() => undefined));
}

/** POST /api/v1/me/scheduled-checks/bulk — what was created, what was already scheduled, and the rows refused. */
export function useBulkAddScheduledChecks() {
  return useScheduleMutation((items: ScheduledCheckInput[]) =>
    fetchParsed(bulkScheduledCheckResultSchema, '/me/scheduled-checks/bulk', { method: 'POST', json: { items } }),
  );
}
