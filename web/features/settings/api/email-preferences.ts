import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailPreferencesSchema, type EmailPreferences, type EmailPreferencesInput } from '../../../../contracts/email-preferences';
import { ApiError, apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';

const PATH = '/me/email-preferences';

/** The answer checked against the contract: a reply of another shape is a readable error, not a broken form. */
async function parsed(body: Promise<unknown>): Promise<EmailPreferences> {
  const result = emailPreferencesSchema.safeParse(await body);
  if (!result.success) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return result.data;
}

export const emailPreferencesQueryOptions = queryOptions({
  queryKey: [...USER_DATA_KEY, 'email-preferences'],
  queryFn: () => parsed(apiJson<unknown>(PATH)),
});

/** GET /api/v1/me/email-preferences — the alert e-mail mode and digest hour, and whether the address is verified. */
export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions);
}

/** PUT /api/v1/me/email-preferences — the answer replaces what the cache holds. */
export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailPreferencesInput) => parsed(apiJson<unknown>(PATH, { method: 'PUT', json: input })),
    onSuccess: (saved) => queryClient.setQueryData(emailPreferencesQueryOptions.queryKey, saved),
  });
}
