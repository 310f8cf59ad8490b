import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appSetUpSchema, recoveryCodesSchema, twoStepStatusSchema } from '../../../../contracts/two-step';
import { apiFetch } from '../../../lib/api-client';
import { fetchParsed } from '../../../lib/fetch-parsed';
import { USER_DATA_KEY } from '../../../lib/query-client';

export const twoStepKey = [...USER_DATA_KEY, 'two-step'] as const;

/** GET /api/v1/me/two-step — whether sign-in asks for the app's code, and the recovery codes left. */
export function useTwoStep() {
  return useQuery({ queryKey: twoStepKey, queryFn: () => fetchParsed(twoStepStatusSchema, '/me/two-step') });
}

function useTwoStepMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => void queryClient.invalidateQueries({ queryKey: twoStepKey }) });
}

/** POST /api/v1/me/two-step/app — a new secret to scan, kept off until its first code. */
export const useStartAppSetUp = () => useTwoStepMutation(() => fetchParsed(appSetUpSchema, '/me/two-step/app', { method: 'POST' }));

/** POST /api/v1/me/two-step/app/confirm — on, with ten recovery codes shown this once. */
export const useConfirmApp = () => useTwoStepMutation((code: string) => fetchParsed(recoveryCodesSchema, '/me/two-step/app/confirm', { method: 'POST', json: { code } }));

/** POST /api/v1/me/two-step/recovery-codes — ten new codes after a fresh second step. */
export const useRenewRecoveryCodes = () => useTwoStepMutation((code: string) => fetchParsed(recoveryCodesSchema, '/me/two-step/recovery-codes', { method: 'POST', json: { code } }));

/** POST /api/v1/me/two-step/off — the password alone signs in again. */
export const useTurnOffTwoStep = () =>
  useTwoStepMutation(async (code: string) => {
    await apiFetch('/me/two-step/off', { method: 'POST', json: { code } });
  });
