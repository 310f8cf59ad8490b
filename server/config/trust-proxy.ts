import { isIP } from 'node:net';

/** What Fastify's `trustProxy` option accepts, narrowed to the forms we allow in TRUST_PROXY. */
export type TrustProxy = boolean | number | string[];

export type TrustProxyResult = { ok: true; value: TrustProxy } | { ok: false; message: string };

/**
 * TRUST_PROXY: unset/false -> off (the socket address is the client); true -> trust every hop (only behind a
 * proxy that overwrites X-Forwarded-For); a number -> trust that many hops; a comma list of IPs/CIDRs -> trust
 * those proxies. Off by default because a trusted X-Forwarded-For lets any client pick its IP, and the guest
 * quota counts per IP.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxyResult {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return { ok: true, value: false };
  if (value === 'true') return { ok: true, value: true };
  if (/^\d+$/.test(value)) return { ok: true, value: Number(value) };
  const entries = value.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (entries.length === 0 || bad.length > 0) {
    return { ok: false, message: `expected true, false, a hop count or a comma list of IPs/CIDRs; bad: ${bad.join(', ') || value}` };
  }
  return { ok: true, value: entries };
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy`. A hop count becomes the function Fastify would build for it (its types do not
 * list numbers): trust the first n hops nearest to us.
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
