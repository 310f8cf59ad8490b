import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandingSchema, type Branding } from '../../../../contracts/report';
import { apiFetch } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { reportsQueryKey } from './get-report-sites';
import { fetchParsed } from '../../../lib/fetch-parsed';

export const brandingQueryOptions = queryOptions({
  queryKey: [...USER_DATA_KEY, 'branding'],
  queryFn: () => fetchParsed(brandingSchema.nullable(), '/me/branding'),
});

/** GET /api/v1/me/branding — the saved white label, null when none; asked only on Enterprise. */
export function useBranding(enabled: boolean) {
  return useQuery({ ...brandingQueryOptions, enabled });
}

function useBrandingMutation<T>(mutationFn: (input: T) => Promise<Branding | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (branding) => {
      queryClient.setQueryData(brandingQueryOptions.queryKey, branding);
      // Reports carry the branding they are shown with.
      void queryClient.invalidateQueries({ queryKey: reportsQueryKey });
    },
  });
}

/** PUT /api/v1/me/branding */
export function useSaveBranding() {
  return useBrandingMutation((input: Branding) => fetchParsed(brandingSchema, '/me/branding', { method: 'PUT', json: input }));
}

/** DELETE /api/v1/me/branding — reports go back to Rank Checker's look. */
export function useRemoveBranding() {
  return useBrandingMutation(async () => {
    await apiFetch('/me/branding', { method: 'DELETE' });
    return null;
  });
}
