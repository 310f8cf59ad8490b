import type { FastifyBaseLogger } from 'fastify';
import { withTransaction, type Pool } from '../../../db/pool';
import { takeOAuthFlow } from '../../../db/queries/oauth-flows';
import { timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../tokens/random-token';
import { GOOGLE_MESSAGES, type GoogleFailureCode } from './google-messages';
import type { GoogleIdentity, GoogleOidc } from './google-oidc';
import { GoogleUserRaceError, resolveGoogleUser } from './resolve-google-user';

export type GoogleSignInOutcome =
  | { status: 'success'; userId: string; created: boolean }
  | { status: 'error'; code: GoogleFailureCode; message: string };

const fail = (code: GoogleFailureCode, message: string): GoogleSignInOutcome => ({ status: 'error', code, message });

/**
 * Handles the provider's redirect back to us: takes (and so uses up) the flow named by `state`, redeems the
 * code with that flow's PKCE verifier and nonce, and decides the account. Never throws for a bad callback:
 * every failure is an outcome with a safe message, the details go to the log.
 */
export async function finishGoogleSignIn(input: {
  pool: Pool;
  oidc: GoogleOidc;
  /** The callback's query string as received, e.g. `?code=...&state=...`. */
  search: string;
  /** The id in this browser's flow cookie, undefined when it has none. */
  browserId: string | undefined;
  now: Date;
  log: FastifyBaseLogger;
}): Promise<GoogleSignInOutcome> {
  const { pool, oidc, now, log } = input;
  const params = new URLSearchParams(input.search);
  const state = params.get('state');
  if (!state || state.length > 200) return fail('INVALID_STATE', GOOGLE_MESSAGES.invalidState);
  const flow = await takeOAuthFlow(pool, hashToken(state));
  if (!flow || flow.expires_at.getTime() <= now.getTime()) return fail('INVALID_STATE', GOOGLE_MESSAGES.invalidState);
  // Login CSRF: a callback URL made for someone else's flow, opened in this browser, would sign it in to
  // their account. Only the browser that started the flow holds its id.
  if (!sameBrowser(flow.browser_hash, input.browserId)) {
    log.warn('Google sign-in: callback from a browser that did not start the flow');
    return fail('INVALID_STATE', GOOGLE_MESSAGES.otherBrowser);
  }

  const providerError = params.get('error');
  if (providerError) {
    log.info({ providerError, description: params.get('error_description') }, 'Google sign-in: provider returned an error');
    return fail('OAUTH_FAILED', providerError === 'access_denied' ? GOOGLE_MESSAGES.denied : GOOGLE_MESSAGES.failed);
  }

  let identity: GoogleIdentity;
  try {
    const callbackUrl = new URL(oidc.redirectUri);
    callbackUrl.search = params.toString();
    identity = await oidc.completeAuthorization(callbackUrl, {
      state,
      nonce: flow.nonce,
      codeVerifier: flow.code_verifier,
    });
  } catch (error) {
    log.warn({ err: error }, 'Google sign-in: code exchange or ID token validation failed');
    return fail('OAUTH_FAILED', GOOGLE_MESSAGES.failed);
  }

  // Two sign-ins racing for one new identity or e-mail: the loser's transaction rolls back and decides again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const resolution = await withTransaction(pool, (client) => resolveGoogleUser(client, identity, flow.mode, now));
      if (!resolution.ok) {
        log.info({ code: resolution.code, mode: flow.mode }, 'Google sign-in refused');
        return fail(resolution.code, resolution.message);
      }
      return { status: 'success', userId: resolution.userId, created: resolution.created };
    } catch (error) {
      if (!(error instanceof GoogleUserRaceError) || attempt >= 3) throw error;
    }
  }
}

function sameBrowser(stored: Buffer | null, browserId: string | undefined): boolean {
  if (!stored || !browserId) return false;
  const presented = hashToken(browserId);
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}
