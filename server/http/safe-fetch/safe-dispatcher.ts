import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import type { AddressPolicy } from './address-policy';
import { blockedAddress } from './safe-fetch-error';

/** Resolves a host name to every address it has (injectable so tests can point a public-looking name anywhere). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * A lookup for net.connect that refuses a name when any of its addresses is not allowed (a name that mixes
 * public and private answers is how DNS rebinding gets in).
 */
function checkedLookup(policy: AddressPolicy, resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find(({ address }) => !policy.allows(address, hostname));
        if (refused || addresses.length === 0) {
          callback(refused ? blockedAddress(refused.address) : new Error(`${hostname} has no address`), '', 0);
          return;
        }
        const wanted = addresses.filter(({ family }) => !options.family || family === options.family);
        const usable = wanted.length > 0 ? wanted : addresses;
        if (options.all) (callback as unknown as (error: null, all: typeof usable) => void)(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/**
 * An undici dispatcher that only ever connects to addresses the policy allows. Three checks, because each
 * alone has a gap: a host that is an IP literal (127.1, [::ffff:127.0.0.1]) is refused before connecting,
 * since Node dials literals without calling lookup; a name is resolved by our lookup, which refuses private
 * answers; and the address the socket actually connected to is checked before any byte of the request is
 * sent. Redirects are not followed here (safe-fetch re-checks every hop).
 */
export function createSafeDispatcher(policy: AddressPolicy, options: { resolve?: Resolve; connectTimeoutMs: number }): Agent {
  const connector = buildConnector({ timeout: options.connectTimeoutMs, lookup: checkedLookup(policy, options.resolve ?? systemResolve) });
  const connect: buildConnector.connector = (connectOptions, callback) => {
    const host = connectOptions.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !policy.allows(host, host)) {
      callback(blockedAddress(host), null);
      return;
    }
    connector(connectOptions, (error, socket) => {
      if (error || !socket) {
        callback(error ?? new Error('no connection'), null);
        return;
      }
      const dialled = socket.remoteAddress;
      if (!dialled || !policy.allows(dialled, host)) {
        socket.destroy();
        callback(blockedAddress(dialled ?? 'unknown'), null);
        return;
      }
      callback(null, socket);
    });
  };
  return new Agent({ connect, connectTimeout: options.connectTimeoutMs });
}
