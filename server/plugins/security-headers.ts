import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP allows what the built SPA needs and nothing more: our own scripts, styles (inline
 * style attributes included, which React's style prop and UI primitives use), images and fetches.
 * HSTS and upgrade-insecure-requests only when the public URL is https: on plain http (localhost, a LAN
 * address) they would break the app.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: options.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    // Not 'same-origin': that would cut the app's link to the Google sign-in popup as soon as the popup visits
    // the provider, and the popup could no longer report back (window.opener null, popup.closed true).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
