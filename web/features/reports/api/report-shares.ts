import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { createReportShareSchema, reportShareSchema, reportSharesSchema } from '../../../../contracts/report';
import { apiFetch } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { fetchParsed } from '../../../lib/fetch-parsed';

export const reportSharesQueryOptions = queryOptions({
  queryKey: [...USER_DATA_KEY, 'report-shares'],
  queryFn: async () => (await fetchParsed(reportSharesSchema, '/me/report-shares')).items,
});

/** GET /api/v1/me/report-shares — every link the user made (the dialog shows those of one site). */
export function useReportShares(enabled = true) {
  return useQuery({ ...reportSharesQueryOptions, enabled });
}

export type CreateReportShareInput = z.input<typeof createReportShareSchema>;

/** POST /api/v1/me/report-shares — a new public link to the report. */
export function useCreateReportShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReportShareInput) =>
      fetchParsed(reportShareSchema, '/me/report-shares', { method: 'POST', json: createReportShareSchema.parse(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSharesQueryOptions.queryKey }),
  });
}

/** DELETE /api/v1/me/report-shares/:id — the link stops working at once. */
export function useRevokeReportShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiFetch(`/me/report-shares/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportSharesQueryOptions.queryKey }),
  });
}
