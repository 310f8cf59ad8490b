import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportEmailLinkSchema } from '../../../../contracts/report';
import { fetchParsed } from '../../../lib/fetch-parsed';

/** The two kinds of link in schedule e-mails: a new recipient's confirmation, and every report's unsubscribe. */
export type ReportEmailAction = 'confirm' | 'unsubscribe';

const linkPath = (action: ReportEmailAction, token: string) => `/report-emails/${action}?token=${encodeURIComponent(token)}`;

/** GET /api/v1/report-emails/:action?token= — what the link is about; public, changes nothing. */
export const reportEmailLinkQueryOptions = (action: ReportEmailAction, token: string) =>
  queryOptions({
    queryKey: ['report-email-link', action, token],
    queryFn: () => fetchParsed(reportEmailLinkSchema, linkPath(action, token)),
    // An invalid link stays invalid; asking again only delays the message.
    retry: false,
  });

export function useReportEmailLink(action: ReportEmailAction, token: string) {
  return useQuery({ ...reportEmailLinkQueryOptions(action, token), enabled: token !== '' });
}

/** POST /api/v1/report-emails/:action?token= — confirms the recipient or stops the schedule. */
export function useActOnReportEmailLink(action: ReportEmailAction, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchParsed(reportEmailLinkSchema, linkPath(action, token), { method: 'POST' }),
    onSuccess: (link) => queryClient.setQueryData(reportEmailLinkQueryOptions(action, token).queryKey, link),
  });
}
