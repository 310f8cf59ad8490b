import { isIP } from 'node:net';
import type { AddressPolicy } from '../../http/safe-fetch/address-policy';
import { WEBHOOK_URL_MAX_LENGTH } from '../../../contracts/webhook';
import { AppError } from '../../errors';

/**
 * The address to store for an endpoint, checked when it is saved: an address written as an IP (in any spelling:
 * URL parsing turns 127.1 and 2130706433 into 127.0.0.1) or a localhost name must be one messages may be sent
 * to, so the owner learns now rather than from a failed delivery. Names are checked when sent, for every address
 * they resolve to then, since DNS answers change. The form of the address was checked by the route's schema; its
 * length is checked again as stored, percent-encoded (an emoji is 12 characters then).
 */
export function checkWebhookUrl(raw: string, policy: AddressPolicy): string {
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  // RFC 6761: localhost names are loopback, whatever a resolver says.
  const address = isIP(host) ? host : host === 'localhost' || host.endsWith('.localhost') ? '127.0.0.1' : null;
  if (address && !policy.allows(address, host)) {
    throw new AppError('INVALID_INPUT', `Webhooks are only sent to addresses on the public internet, and ${url.hostname} is not one.`);
  }
  if (url.href.length > WEBHOOK_URL_MAX_LENGTH) {
    throw new AppError('INVALID_INPUT', `Use an address of at most ${WEBHOOK_URL_MAX_LENGTH} characters once written out in full.`);
  }
  return url.href;
}
