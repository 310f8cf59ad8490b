import type { Queryable } from '../../../db/pool';
import { deleteExpiredOAuthFlows, insertOAuthFlow, type OAuthFlowMode } from '../../../db/queries/oauth-flows';
import { hashToken } from '../../tokens/random-token';
import type { GoogleOidc } from './google-oidc';

/** Spec §9: the OAuth context is kept up to 30 minutes. */
export const OAUTH_FLOW_TTL_MS = 30 * 60 * 1000;

/**
 * Starts a Google sign-in: stores the flow (state hash, browser hash, PKCE verifier, nonce, mode) for 30 minutes and returns
 * the provider URL to redirect the browser to. Flows nobody came back for are swept on the way.
 */
export async function startGoogleSignIn(input: {
  db: Queryable;
  oidc: GoogleOidc;
  mode: OAuthFlowMode;
  /** The starting browser's id (flow-browser-cookie): only a callback from that browser can finish the flow. */
  browserId: string;
  now: Date;
}): Promise<URL> {
  const { url, checks } = await input.oidc.beginAuthorization();
  await deleteExpiredOAuthFlows(input.db, input.now);
  await insertOAuthFlow(input.db, {
    stateHash: hashToken(checks.state),
    browserHash: hashToken(input.browserId),
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    mode: input.mode,
    now: input.now,
    expiresAt: new Date(input.now.getTime() + OAUTH_FLOW_TTL_MS),
  });
  return url;
}
