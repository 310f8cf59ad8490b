import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Resolve } from './safe-dispatcher';

const NO_ANSWER = new Set(['ENODATA', 'ENOTFOUND']);

/**
 * FETCH_DNS_SERVERS: name servers ("10.0.0.2", "10.0.0.2:5353", "[fd00::53]:53") that resolve the addresses of
 * URLs users give us, instead of the system's resolver — for installs whose intranet names live on their own
 * server, and for browser tests, whose local name server answers a public-looking test site. Throws on an entry
 * that is not an address with an optional port.
 */
export function parseNameServers(entries: readonly string[]): string[] {
  return entries.map((raw) => {
    const entry = raw.trim();
    const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
    const plain = /^([^:]+)(?::(\d{1,5}))?$/.exec(entry);
    const address = bracketed?.[1] ?? (isIP(entry) === 6 ? entry : plain?.[1]);
    const port = Number(bracketed?.[2] ?? (isIP(entry) === 6 ? undefined : plain?.[2]) ?? 53);
    if (!address || !isIP(address) || port < 1 || port > 65_535) throw new Error(`"${raw}" is not a name server address such as 10.0.0.2 or 10.0.0.2:5353`);
    return entry;
  });
}

/** Resolves names (A and AAAA) on the given servers; a name with neither fails as the system resolver does. */
export function resolveOn(servers: readonly string[]): Resolve {
  // Each lookup has its own deadline besides the fetch's: 2 tries of 2 s.
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  resolver.setServers(parseNameServers(servers));
  return async (hostname) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
    const addresses = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
    ];
    if (addresses.length > 0) return addresses;
    const failure = [v4, v6].find((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
    const code = (failure?.reason as NodeJS.ErrnoException | undefined)?.code;
    throw Object.assign(new Error(`getaddrinfo ${code && NO_ANSWER.has(code) ? 'ENOTFOUND' : (code ?? 'ENOTFOUND')} ${hostname}`), {
      code: code && NO_ANSWER.has(code) ? 'ENOTFOUND' : code,
    });
  };
}

/** FETCH_DNS_SERVERS as a resolver for the safe fetch: none set -> undefined, the system's resolver. */
export function resolverFor(servers: readonly string[]): Resolve | undefined {
  return servers.length > 0 ? resolveOn(servers) : undefined;
}
