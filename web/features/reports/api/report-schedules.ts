import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { reportScheduleRequestSchema, reportScheduleSchema, reportSchedulesSchema } from '../../../../contracts/report';
import { apiFetch } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-client';
import { fetchParsed } from './parse-body';

export const reportSchedulesQueryOptions = queryOptions({
  queryKey: [...USER_DATA_KEY, 'report-schedules'],
  queryFn: async () => (await fetchParsed(reportSchedulesSchema, '/me/report-schedules')).items,
});

/** GET /api/v1/me/report-schedules — asked only on plans that include scheduled reports. */
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

/** DELETE /api/v1/me/report-schedules/:id — no more e-mails for that site. */
export function useDeleteReportSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiFetch(`/me/report-schedules/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSchedulesQueryOptions.queryKey }),
  });
}
