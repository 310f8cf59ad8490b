import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appSetUpSchema, passkeyAddedSchema, passkeyOptionsSchema, recoveryCodesSchema, twoStepStatusSchema } from '../../../../contracts/two-step';
import { apiFetch } from '../../../lib/api-client';
import { fetchParsed } from '../../../lib/fetch-parsed';
import { makePasskey } from '../../../lib/passkeys';
import { USER_DATA_KEY } from '../../../lib/query-keys';

export const twoStepKey = [...USER_DATA_KEY, 'two-step'] as const;

/** GET /api/v1/me/two-step — the second steps set up (app, passkeys), and the recovery codes left. */
export function useTwoStep() {
  return useQuery({ queryKey: twoStepKey, queryFn: () => fetchParsed(twoStepStatusSchema, '/me/two-step') });
}

function useTwoStepMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => void queryClient.invalidateQueries({ queryKey: twoStepKey }) });
}

/** POST /api/v1/me/two-step/app — a new secret to scan, kept off until its first code. */
export const useStartAppSetUp = () => useTwoStepMutation(() => fetchParsed(appSetUpSchema, '/me/two-step/app', { method: 'POST' }));

/** POST /api/v1/me/two-step/app/confirm — on, with ten recovery codes shown this once (none when passkeys had them made). */
export const useConfirmApp = () => useTwoStepMutation((code: string) => fetchParsed(recoveryCodesSchema, '/me/two-step/app/confirm', { method: 'POST', json: { code } }));

/** POST /api/v1/me/two-step/recovery-codes — ten new codes; the app asks the person to confirm it is them first. */
export const useRenewRecoveryCodes = () => useTwoStepMutation(() => fetchParsed(recoveryCodesSchema, '/me/two-step/recovery-codes', { method: 'POST', json: {} }));

/** POST /api/v1/me/two-step/off — the authenticator app removed, after confirming it is them. */
export const useRemoveApp = () =>
  useTwoStepMutation(async () => {
    await apiFetch('/me/two-step/off', { method: 'POST', json: {} });
  });

/**
 * Adds a passkey: a challenge from the server, the browser's own dialog (WebAuthn via SimpleWebAuthn), then the
 * answer with the name given. Answers the recovery codes when it was the account's first second step.
 */
export const useAddPasskey = () =>
  useTwoStepMutation(async (name: string) => {
    const { options } = await fetchParsed(passkeyOptionsSchema, '/me/passkeys/options', { method: 'POST' });
    const passkey = await makePasskey(options);
    return fetchParsed(passkeyAddedSchema, '/me/passkeys', { method: 'POST', json: { name, passkey } });
  });

export const useRenamePasskey = () =>
  useTwoStepMutation(async ({ id, name }: { id: string; name: string }) => {
    await apiFetch(`/me/passkeys/${encodeURIComponent(id)}`, { method: 'PATCH', json: { name } });
  });

export const useRemovePasskey = () =>
  useTwoStepMutation(async (id: string) => {
    await apiFetch(`/me/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
  });
