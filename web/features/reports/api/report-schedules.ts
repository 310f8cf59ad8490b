import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { reportScheduleRequestSchema, reportScheduleSchema, reportSchedulesSchema } from '../../../../contracts/report';
import { apiFetch } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { fetchParsed } from '../../../lib/fetch-parsed';

export const reportSchedulesQueryOptions = queryOptions({
  queryKey: [...USER_DATA_KEY, 'report-schedules'],
  queryFn: () => fetchParsed(reportSchedulesSchema, '/me/report-schedules'),
});

/**
 * GET /api/v1/me/report-schedules — on every plan: a plan without scheduled reports gets its old schedules
 * back with `paused`, to see and delete them.
 */
export function useReportSchedules(enabled: boolean) {
  return useQuery({ ...reportSchedulesQueryOptions, enabled });
}

export type ReportScheduleInput = z.input<typeof reportScheduleRequestSchema>;

/** PUT /api/v1/me/report-schedules — creates or changes the one schedule of a site. */
export function useSaveReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportScheduleInput) =>
      fetchParsed(reportScheduleSchema, '/me/report-schedules', { method: 'PUT', json: reportScheduleRequestSchema.parse(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryOptions.queryKey }),
  });
}

/** POST /api/v1/me/report-schedules/:id/confirmation-email — a new link for a recipient who has not confirmed. */
export function useResendScheduleConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      fetchParsed(reportScheduleSchema, `/me/report-schedules/${encodeURIComponent(id)}/confirmation-email`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryOptions.queryKey }),
  });
}

/** DELETE /api/v1/me/report-schedules/:id — no more e-mails for that site (works on every plan). */
export function useDeleteReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiFetch(`/me/report-schedules/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryOptions.queryKey }),
  });
}
