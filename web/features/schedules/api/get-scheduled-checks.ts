import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduledCheckListSchema } from '../../../../contracts/scheduled-check';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { nextRefreshMs } from '../lib/next-refresh';
import { fetchParsed } from '../../../lib/fetch-parsed';

/** Every query of this feature sits under this key, so a change refreshes the list, the runs and the panel. */
export const scheduledChecksKey = [...USER_DATA_KEY, 'scheduled-checks'] as const;

export const schedulePath = (id: string) => `/me/scheduled-checks/${encodeURIComponent(id)}`;

/** GET /api/v1/me/scheduled-checks — the user's schedules with their last outcome and next run. */
export const getScheduledChecks = () => fetchParsed(scheduledCheckListSchema, '/me/scheduled-checks').then((body) => body.items);

export const scheduledChecksQueryOptions = () => queryOptions({ queryKey: [...scheduledChecksKey, 'list'], queryFn: getScheduledChecks });

/** The list, read again soon after the next run is due, so new ranks arrive on screen by themselves. */
export function useScheduledChecks() {
  return useQuery({ ...scheduledChecksQueryOptions(), refetchInterval: (query) => nextRefreshMs(query.state.data, Date.now()) });
}
