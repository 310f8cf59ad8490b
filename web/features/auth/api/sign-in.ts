import type { SessionUser } from '../../../../contracts/auth';
import type { PendingSecondStep, SecondStepNeeded } from '../../../../contracts/two-step';
import { apiJson } from '../../../lib/api-client';
import { fetchParsed } from '../../../lib/fetch-parsed';
import { signWithPasskey } from '../../../lib/passkeys';
import { notify } from '../../../lib/notify';
import { useAction } from '../../../lib/use-action';
import { broadcastAuthEvent } from '../lib/auth-channel';
import { applySignedIn } from './session-store';

/** The password, with the account's e-mail address or its verified phone number. */
export type SignInInput = ({ email: string } | { phone: string }) & { password: string };

type SignedIn = { user: SessionUser };

/**
 * POST /api/v1/auth/sign-in — sets the session cookie; or, for an account with two-step sign-in on, answers
 * `secondStep` and the code is asked next (useSecondStep).
 */
export function signIn(input: SignInInput): Promise<SignedIn | SecondStepNeeded> {
  return apiJson<SignedIn | SecondStepNeeded>('/auth/sign-in', { method: 'POST', json: input });
}

/** POST /api/v1/auth/second-step — the app's code or a recovery code; opens the session. */
export function completeSecondStep(code: string): Promise<SignedIn> {
  return apiJson<SignedIn>('/auth/second-step', { method: 'POST', json: { code } });
}

/**
 * Shows the user as signed in here and tells the other tabs. A toast from an earlier failed attempt ('Sign In
 * Failed', the lasting 'Email Not Verified') no longer holds, so it goes before the signed-in page.
 */
async function signedIn(user: SessionUser): Promise<void> {
  void notify.dismiss();
  broadcastAuthEvent('signed-in');
  await applySignedIn(user);
}

export function useSignIn() {
  return useAction({
    action: signIn,
    onSuccess: async (answer) => {
      if ('user' in answer) await signedIn(answer.user);
    },
  });
}

/** POST /api/v1/auth/email-code — mails a sign-in code (the answer is the same for any address). */
export function requestEmailCode(email: string): Promise<{ ok: true; message: string }> {
  return apiJson<{ ok: true; message: string }>('/auth/email-code', { method: 'POST', json: { email } });
}

/** POST /api/v1/auth/email-code/sign-in — a first step like the password. */
export function useEmailCodeSignIn() {
  return useAction({
    action: (input: { email: string; code: string }) => apiJson<SignedIn | SecondStepNeeded>('/auth/email-code/sign-in', { method: 'POST', json: input }),
    onSuccess: async (answer) => {
      if ('user' in answer) await signedIn(answer.user);
    },
  });
}

export function useSecondStep() {
  return useAction({ action: completeSecondStep, onSuccess: async ({ user }) => signedIn(user) });
}

// The second step's answers are checked with the contract's schemas, loaded when a second step starts: the
// sign-in and sign-up pages' first load carries no schema library (decision 005).
const twoStepSchemas = () => import('../../../../contracts/two-step');

/** GET /api/v1/auth/second-step — the sign-in waiting here, and whether its account has an app, a passkey, or both. */
export async function getPendingSecondStep(): Promise<PendingSecondStep> {
  return fetchParsed((await twoStepSchemas()).pendingSecondStepSchema, '/auth/second-step');
}

/** The second step with a passkey: a challenge for the account's passkeys, the browser's dialog, the answer. */
export function useSecondStepWithPasskey() {
  return useAction({
    action: async () => {
      const { options } = await fetchParsed((await twoStepSchemas()).passkeyOptionsSchema, '/auth/second-step/passkey-options', { method: 'POST' });
      const passkey = await signWithPasskey(options);
      return apiJson<SignedIn>('/auth/second-step/passkey', { method: 'POST', json: { passkey } });
    },
    onSuccess: async ({ user }) => signedIn(user),
  });
}

/** Sign-in with a passkey alone: the browser offers the passkeys it holds for this site. */
export function usePasskeySignIn() {
  return useAction({
    action: async () => {
      const { options } = await fetchParsed((await twoStepSchemas()).passkeyOptionsSchema, '/auth/passkey-options', { method: 'POST' });
      const passkey = await signWithPasskey(options);
      return apiJson<SignedIn>('/auth/passkey', { method: 'POST', json: { passkey } });
    },
    onSuccess: async ({ user }) => signedIn(user),
  });
}
