/** True when `host` is `domain` itself or any subdomain of it (`www.`, `blog.`, ...); both lower-case ASCII. */
export function isHostUnder(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}
