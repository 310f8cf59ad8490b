import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportSchema } from '../../../../contracts/report';
import { fetchParsed } from '../../../lib/fetch-parsed';

/** GET /api/v1/shared-reports/:token — public; not under the user's data key (no session involved). */
export const sharedReportQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-report', token],
    queryFn: () => fetchParsed(reportSchema, `/shared-reports/${encodeURIComponent(token)}`),
  });

export function useSharedReport(token: string) {
  return useQuery(sharedReportQueryOptions(token));
}
