import * as oidc from 'openid-client';

export interface GoogleOidcSettings {
  clientId: string;
  clientSecret: string;
  /** Issuer identifier; its /.well-known/openid-configuration is discovered on first use. */
  issuer: string;
  /** `${APP_URL}/api/v1/auth/google/callback`, registered with the provider. */
  redirectUri: string;
  /** Per outbound request (discovery, JWKS, token endpoint). */
  timeoutSeconds?: number;
}

/** What we keep of a verified ID token. */
export interface GoogleIdentity {
  /** The issuer's stable user id: identities are matched on it, never on the e-mail. */
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
}

/** The request parameters generated for one sign-in; the verifier and nonce are kept server-side. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface GoogleOidc {
  readonly redirectUri: string;
  /** Fresh state, nonce and PKCE verifier, and the provider URL to send the browser to. */
  beginAuthorization(): Promise<{ url: URL; checks: AuthorizationChecks }>;
  /**
   * Validates the provider's redirect (state, iss), redeems the code with the PKCE verifier and validates the
   * ID token (signature, iss, aud, exp, nonce). Throws on any failure.
   */
  completeAuthorization(callbackUrl: URL, checks: AuthorizationChecks): Promise<GoogleIdentity>;
}

/** Plain http is allowed only for a provider on this machine (the local test provider). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

/**
 * Google sign-in as an OpenID Connect authorization-code flow with PKCE (S256), state and nonce, using
 * openid-client. Discovery runs on first use and is retried on the next call if it failed.
 */
export function createGoogleOidc(settings: GoogleOidcSettings): GoogleOidc {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, oidc.ClientSecretPost(settings.clientSecret), {
        timeout: settings.timeoutSeconds ?? 10,
        ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    redirectUri: settings.redirectUri,

    async beginAuthorization() {
      const config = await configuration();
      const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
        // Let a person with several Google accounts pick one instead of silently reusing the last.
        prompt: 'select_account',
      });
      return { url, checks };
    },

    async completeAuthorization(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The token response carried no ID token');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        // Google has been known to send the flag as the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      };
    },
  };
}
