import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';

/** POST /api/v1/me/history/delete — removes the caller's checks with these ids; answers how many went. */
export async function deleteHistory(ids: string[]): Promise<number> {
  const body = await apiJson<{ deleted: number }>('/me/history/delete', { method: 'POST', json: { ids } });
  return body.deleted;
}

/** Deleting refreshes every view of the user's data: this list, its facets, charts, dashboard statistics. */
export function useDeleteHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_DATA_KEY }),
  });
}
