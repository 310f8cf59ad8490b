import type { FastifyInstance } from 'fastify';

/**
 * Says once, in the log, when requests carry X-Forwarded-For while TRUST_PROXY is off: the app then counts
 * guests by the proxy's address (every visitor shares one allowance) unless the operator trusts the proxy.
 * Not a user-facing message: it is about the server's configuration.
 */
export function registerProxyHeaderWarning(app: FastifyInstance, options: { trustProxyConfigured: boolean }): void {
  if (options.trustProxyConfigured) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'Requests carry X-Forwarded-For but TRUST_PROXY is off, so client addresses are the proxy’s and every guest shares one daily check. If a proxy you trust sets this header, set TRUST_PROXY (see .env.example).',
    );
  });
}
