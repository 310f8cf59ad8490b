import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportSchema, type ReportRequest } from '../../../../contracts/report';
import { reportsQueryKey } from './get-report-sites';
import { fetchParsed } from '../../../lib/fetch-parsed';

/** ?site&from&to(&tag) of a report request, as every report route (JSON, PDF, shares) reads it. */
export function reportSearch(request: ReportRequest): string {
  return new URLSearchParams({ site: request.site, from: request.from, to: request.to, ...(request.tag ? { tag: request.tag } : {}) }).toString();
}

export const reportQueryOptions = (request: ReportRequest) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'report', request.site, request.from, request.to, request.tag ?? ''],
    queryFn: () => fetchParsed(reportSchema, `/me/reports?${reportSearch(request)}`),
  });

/** GET /api/v1/me/reports — the period report; the last one stays on screen while the next loads. */
export function useReport(request: ReportRequest | null) {
  return useQuery({
    ...reportQueryOptions(request ?? { site: '', from: '', to: '' }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
