import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { phoneStatusSchema, type PhoneStatus } from '../../../../contracts/phone';
import { apiFetch } from '../../../lib/api-client';
import { fetchParsed } from '../../../lib/fetch-parsed';
import { USER_DATA_KEY } from '../../../lib/query-keys';

export const phoneKey = [...USER_DATA_KEY, 'phone'] as const;

/** GET /api/v1/me/phone — the number that signs in with the password, and one waiting for its code. */
export function usePhone() {
  return useQuery({ queryKey: phoneKey, queryFn: () => fetchParsed(phoneStatusSchema, '/me/phone') });
}

/**
 * A change answers the new state, which replaces the cached one; one that answers none, or fails (a code may have
 * ended meanwhile), reloads it.
 */
function usePhoneMutation<I>(mutationFn: (input: I) => Promise<PhoneStatus | null>) {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: phoneKey });
  return useMutation({
    mutationFn,
    onSuccess: (status) => (status ? queryClient.setQueryData(phoneKey, status) : reload()),
    onError: reload,
  });
}

const post = (path: string, json: unknown) => fetchParsed(phoneStatusSchema, path, { method: 'POST', json });

/** POST /api/v1/me/phone — texts a code to the number, given with its country code. */
export const useTextPhoneCode = () => usePhoneMutation((phone: string) => post('/me/phone', { phone }));

/** POST /api/v1/me/phone/confirm — the code from the text: the number now signs in with the password. */
export const useConfirmPhone = () => usePhoneMutation((code: string) => post('/me/phone/confirm', { code }));

/** DELETE /api/v1/me/phone/verification — forget the number waiting for its code. */
export const useCancelPhoneCode = () => usePhoneMutation(() => fetchParsed(phoneStatusSchema, '/me/phone/verification', { method: 'DELETE' }));

/** DELETE /api/v1/me/phone — the number no longer signs in. */
export const useRemovePhone = () =>
  usePhoneMutation(async () => {
    await apiFetch('/me/phone', { method: 'DELETE' });
    return null;
  });
