import ipaddr from 'ipaddr.js';

/** Decides which addresses a user-supplied URL may reach. */
export interface AddressPolicy {
  /** True when `address` (the IP actually dialled) may be reached for a URL naming `host`. */
  allows(address: string, host: string): boolean;
  /**
   * True when the operator named this host (or, for an IP literal, its range) in WEBHOOK_ or PAGE_FETCH_ALLOW_PRIVATE_HOSTS. Such
   * a host is trusted on any port: intranet sites and test servers seldom listen on 80 or 443.
   */
  isAllowListed(host: string): boolean;
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** `::a.b.c.d` with an optional zone: the dotted way to write an address of ::/96. */
const DOTTED_IPV4_COMPATIBLE = /^::(\d{1,3}(?:\.\d{1,3}){3})(?:%[0-9a-z]+)?$/i;

/**
 * ipaddr.parse, except for `::a.b.c.d`: ipaddr.js reads it as the mapped `::ffff:a.b.c.d`, but it is the
 * IPv4-compatible address `::a.b.c.d` of ::/96 (RFC 4291 §2.5.5.1), and Node and c-ares print every address of
 * that range so (a socket's remoteAddress, a DNS answer): `::8.8.8.8` must not pass for the public 8.8.8.8.
 */
export function parseAddress(text: string): Address {
  const dotted = DOTTED_IPV4_COMPATIBLE.exec(text)?.[1];
  if (dotted !== undefined && ipaddr.IPv4.isValidFourPartDecimal(dotted)) {
    const [a, b, c, d] = ipaddr.IPv4.parse(dotted).toByteArray() as [number, number, number, number];
    return new ipaddr.IPv6([0, 0, 0, 0, 0, 0, (a << 8) | b, (c << 8) | d]);
  }
  return ipaddr.parse(text);
}

/**
 * ::/96, the IPv4-compatible addresses (`::7f00:1` is `::127.0.0.1`), deprecated by RFC 4291: nothing public lives
 * there, and stacks with the automatic tunnels of RFC 1933 send them to the IPv4 address inside. Refused whole
 * (`::` and `::1` with it) rather than unwrapped like the forms below: there is no public use to keep.
 */
const IPV4_COMPATIBLE: [ipaddr.IPv6, number] = [new ipaddr.IPv6([0, 0, 0, 0, 0, 0, 0, 0]), 96];

/** The IPv4 address inside an IPv6 one that only carries it (mapped, NAT64, 6to4), if any. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range();
  if (range === 'ipv4Mapped') return address.toIPv4Address();
  const bytes = address.toByteArray();
  // NAT64 (64:ff9b::/96, RFC 6052): the last 32 bits; 6to4 (2002::/16): the 32 bits after the prefix.
  if (range === 'rfc6052') return new ipaddr.IPv4(bytes.slice(12, 16));
  if (range === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  return null;
}

/**
 * Only public unicast addresses: never loopback, private, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, unspecified, multicast, reserved or unique-local, in any of the IPv6 forms that carry an
 * IPv4 address; and nothing in the deprecated IPv4-compatible ::/96.
 */
export function isPublicAddress(address: Address): boolean {
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    if (v6.match(IPV4_COMPATIBLE)) return false;
    const inner = embeddedIpv4(v6);
    if (inner) return isPublicAddress(inner);
  }
  return address.range() === 'unicast';
}

interface AllowList {
  hosts: Set<string>;
  ranges: [Address, number][];
}

/**
 * WEBHOOK_ALLOW_PRIVATE_HOSTS or PAGE_FETCH_ALLOW_PRIVATE_HOSTS: host names (exact, any case) and addresses or CIDR ranges that may be reached
 * although they are not public — for tests and intranet installs. Throws on an entry that is neither.
 */
export function parseAllowList(entries: readonly string[]): AllowList {
  const allow: AllowList = { hosts: new Set(), ranges: [] };
  for (const raw of entries.map((entry) => entry.trim()).filter(Boolean)) {
    const entry = raw.replace(/^\[|\]$/g, '');
    if (/^[0-9a-f.:]+\/\d+$/i.test(entry)) {
      allow.ranges.push(ipaddr.parseCIDR(entry));
    } else if (ipaddr.isValid(entry)) {
      const address = parseAddress(entry);
      allow.ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (/^[a-z0-9.-]+$/i.test(entry)) {
      allow.hosts.add(entry.toLowerCase());
    } else {
      throw new Error(`"${raw}" is neither a host name nor an address or CIDR range`);
    }
  }
  return allow;
}

function inRange(address: Address, [network, bits]: [Address, number]): boolean {
  const candidate = address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
  return candidate.kind() === network.kind() && candidate.match(network, bits);
}

export function createAddressPolicy(allowEntries: readonly string[] = []): AddressPolicy {
  const allow = parseAllowList(allowEntries);
  const isAllowListed = (rawHost: string) => {
    const host = rawHost.toLowerCase().replace(/^\[|\]$/g, '');
    if (allow.hosts.has(host)) return true;
    return ipaddr.isValid(host) && allow.ranges.some((range) => inRange(parseAddress(host), range));
  };
  return {
    isAllowListed,
    allows(rawAddress, host) {
      if (!ipaddr.isValid(rawAddress)) return false;
      if (allow.hosts.has(host.toLowerCase().replace(/^\[|\]$/g, ''))) return true;
      const address = parseAddress(rawAddress);
      return isPublicAddress(address) || allow.ranges.some((range) => inRange(address, range));
    },
  };
}
