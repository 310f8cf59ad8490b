import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { interactionPolicy } from 'oidc-provider';
import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';

/** The Google account the next sign-in at the fake provider logs in as. */
export interface FakeGoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface FakeGoogle {
  /** http://127.0.0.1:PORT — discovery at /.well-known/openid-configuration. */
  issuer: string;
  /** Who the next interactions log in as; null makes the "user" deny access (error=access_denied). */
  setNextAccount(account: FakeGoogleAccount | null): void;
  close(): Promise<void>;
}

/**
 * POST a FakeGoogleAccount (or null) as JSON here to choose the next account from another process, e.g. a
 * browser spec talking to a fake started by the spec's server script.
 */
export const CONTROL_PATH = '/test/next-account';

async function readAccount(req: IncomingMessage): Promise<FakeGoogleAccount | null> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  const value = JSON.parse(body) as FakeGoogleAccount | null;
  if (value === null) return null;
  if (typeof value.sub !== 'string' || typeof value.email !== 'string' || typeof value.email_verified !== 'boolean') {
    throw new Error('invalid account');
  }
  return value;
}

// The stock in-memory adapter, under another name: the provider warns on stderr when it sees the stock one.
class TestAdapter extends MemoryAdapter {}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 standing in for Google: one confidential client,
 * authorization code + PKCE (S256, required), e-mail claims in the ID token as Google puts them there, and
 * `prompt=select_account` accepted like Google does. There is no login UI: the interaction endpoint logs in
 * the account given to setNextAccount and grants the requested scopes at once, so the flow can be driven by a
 * plain HTTP client following redirects or by a real browser popup.
 */
export async function startFakeGoogle(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string | string[];
  /** Default: a free port. Browser specs fix it, since the app reads GOOGLE_ISSUER at boot. */
  port?: number;
}): Promise<FakeGoogle> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const accounts = new Map<string, FakeGoogleAccount>();
  let nextAccount: FakeGoogleAccount | null = null;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'fake-google-1', alg: 'RS256', use: 'sig' };
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const provider = new Provider(issuer, {
    adapter: TestAdapter,
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri].flat(),
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google's ID tokens carry email/email_verified; the strict OIDC default would move them to userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ ...account }) };
    },
    jwks: { keys: [signingKey] },
    // SameSite=None (the default for the session cookie) needs Secure, which a browser refuses over plain http.
    cookies: { keys: [randomBytes(32).toString('hex')], long: { httpOnly: true, sameSite: 'lax' } },
    clientBasedCORS: () => false,
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    renderError: (ctx: { type: string; body: string }, out: { error: string }) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Error</title><p>${out.error.replace(/[^\w .-]/g, '')}</p>`;
    },
  });
  const handleProvider = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const account = nextAccount;
    if (!account) {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user denied access.' }, { mergeWithLastSubmission: false });
      return;
    }
    accounts.set(account.sub, account);
    const previous = details.session;
    if (previous?.accountId && previous.accountId !== account.sub) {
      // This browser is signed in at the provider as another account: end that session, as picking another
      // account at Google does. Left alone, the provider would detour through its logout confirmation page.
      await (await provider.Session.findByUid(previous.uid))?.destroy();
      delete details.session;
      await details.persist();
    }
    const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { select_account: {}, login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url === CONTROL_PATH) {
      readAccount(req)
        .then((account) => {
          nextAccount = account;
          res.statusCode = 204;
          res.end();
        })
        .catch(() => {
          res.statusCode = 400;
          res.end('expected {"sub","email","email_verified"} or null');
        });
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch(() => {
        // Unknown or expired interaction (cookie missing): answer plainly, the client under test reports it.
        res.statusCode = 400;
        res.end('interaction failed');
      });
      return;
    }
    handleProvider(req, res);
  });

  return {
    issuer,
    setNextAccount(account) {
      nextAccount = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
