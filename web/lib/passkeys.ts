import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import { ApiError } from './api-client';

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** What the browser's own passkey dialog ending without a passkey means, in words (WebAuthn's DOMException names). */
function refusal(cause: unknown, making: boolean): ApiError {
  const name = cause instanceof WebAuthnError ? cause.code : cause instanceof Error ? cause.name : '';
  const message =
    name === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError'
      ? 'This device already holds a passkey for your account.'
      : name === 'NotAllowedError' || name === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError'
        ? making
          ? 'No passkey was made: the request was cancelled or timed out.'
          : 'No passkey was used: the request was cancelled or timed out.'
        : 'Your browser could not use a passkey here. Try again, or use another way.';
  return new ApiError('INVALID_INPUT', message, 0);
}

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** Makes a passkey for the server's options; a cancelled or refused dialog is an ApiError with its reason. */
export async function makePasskey(options: Record<string, unknown>): Promise<unknown> {
  try {
    return await startRegistration({ optionsJSON: options as unknown as CreationOptions });
  } catch (cause) {
    throw refusal(cause, true);
  }
}

/** Signs the server's challenge with a passkey; a cancelled or refused dialog is an ApiError with its reason. */
export async function signWithPasskey(options: Record<string, unknown>): Promise<unknown> {
  try {
    return await startAuthentication({ optionsJSON: options as unknown as RequestOptions });
  } catch (cause) {
    throw refusal(cause, false);
  }
}
