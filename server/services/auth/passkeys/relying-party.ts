import { isIP } from 'node:net';

/** Who passkeys are made for: the app's host name and its origin, both from APP_URL. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/**
 * The relying party of APP_URL, or null when passkeys cannot work there: browsers refuse a WebAuthn relying party
 * named by an IP address (it must be a domain, `localhost` included: WebAuthn Level 3 §5.1.3 step 8, "rp ID is a
 * valid domain"), and only a secure context (https, or http on localhost) may call WebAuthn at all.
 */
export function relyingPartyOf(appUrl: string): RelyingParty | null {
  const url = new URL(appUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return null;
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (url.protocol !== 'https:' && !local) return null;
  return { id: host, origin: url.origin, name: 'Rank Checker' };
}
