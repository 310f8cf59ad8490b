import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportSitesSchema } from '../../../../contracts/report';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { fetchParsed } from '../../../lib/fetch-parsed';

export const reportsQueryKey = [...USER_DATA_KEY, 'reports'] as const;

/** GET /api/v1/me/reports/sites — the sites the user has checked, most checked first. */
export const reportSitesQueryOptions = queryOptions({
  queryKey: [...reportsQueryKey, 'sites'],
  queryFn: () => fetchParsed(reportSitesSchema, '/me/reports/sites'),
});

export function useReportSites() {
  return useQuery(reportSitesQueryOptions);
}
