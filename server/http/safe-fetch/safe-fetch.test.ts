import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch, SAFE_FETCH_DEFAULTS } from './safe-fetch';
import { SafeFetchError } from './safe-fetch-error';

/** A local server standing in for something internal: it counts every request that reaches it. */
async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const names: Record<string, string> = {
  // A public-looking name that resolves to loopback, as an attacker's DNS would answer.
  'innocent.example': '127.0.0.1',
  'rebinding.example': '93.184.216.34,127.0.0.1',
  // An IPv4-compatible address (::/96) around loopback.
  'compatible.example': '::7f00:1',
  // The site under test is reachable only because the operator's allow list (WEBHOOK_ or PAGE_FETCH_ALLOW_PRIVATE_HOSTS) names it.
  'site.test': '127.0.0.1',
};
const resolve = async (hostname: string) => {
  const answer = names[hostname];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answer.split(',').map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe('safe fetch', () => {
  let canary: { server: Server; port: number };
  let canaryHits = 0;
  let site: { server: Server; port: number };
  /** Paths of requests the site received and is holding without finishing its answer. */
  const held: string[] = [];
  const safeFetch = createSafeFetch({ userAgent: 'RankChecker/test', resolve, allowPrivateHosts: ['site.test'] });
  const refused = async (url: string) => {
    const error = await safeFetch(url, { ports: 'any' }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error, url).toBeInstanceOf(SafeFetchError);
    return error as SafeFetchError;
  };

  beforeAll(async () => {
    canary = await listen((_request, response) => {
      canaryHits += 1;
      response.end('internal secret');
    });
    site = await listen((request, response) => {
      const url = new URL(request.url ?? '/', 'http://site.test');
      if (url.pathname === '/redirect') {
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      } else if (url.pathname === '/loop') {
        response.writeHead(302, { location: '/loop' }).end();
      } else if (url.pathname === '/silent') {
        held.push(url.pathname);
      } else if (url.pathname === '/stalled') {
        held.push(url.pathname);
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<title>Half a page');
      } else if (url.pathname === '/huge') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('x'.repeat(3 * 1024 * 1024));
      } else {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<title>Site</title> ${request.headers['user-agent']}`);
      }
    });
  });
  afterAll(async () => {
    await new Promise((done) => canary.server.close(done));
    site.server.closeAllConnections();
    await new Promise((done) => site.server.close(done));
  });

  const vectors = () => {
    const port = canary.port;
    return [
      `http://127.0.0.1:${port}/`,
      `http://127.1:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f000001:${port}/`,
      `http://017700000001:${port}/`,
      `http://0.0.0.0:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://[::7f00:1]:${port}/`,
      `http://[::127.0.0.1]:${port}/`,
      `http://[64:ff9b::7f00:1]:${port}/`,
      `http://169.254.169.254:${port}/latest/meta-data/`,
      `http://[fd00::1]:${port}/`,
      `http://innocent.example:${port}/`,
      `http://rebinding.example:${port}/`,
      `http://compatible.example:${port}/`,
    ];
  };

  it('refuses every loopback, private and metadata form, and a public-looking name that resolves to one; the canary is never hit', async () => {
    for (const url of vectors()) expect((await refused(url)).kind, url).toBe('blocked_address');
    expect(canaryHits).toBe(0);
  });

  it('refuses a redirect to each of them from an allowed site', async () => {
    for (const target of vectors()) {
      const url = `http://site.test:${site.port}/redirect?to=${encodeURIComponent(target)}`;
      expect((await refused(url)).kind, target).toBe('blocked_address');
    }
    expect(canaryHits).toBe(0);
  });

  it('fetches an allowed site with an honest user agent, following redirects', async () => {
    const response = await safeFetch(`http://site.test:${site.port}/redirect?to=/page`, { ports: 'any' });
    expect(response.status).toBe(200);
    expect(response.url).toBe(`http://site.test:${site.port}/page`);
    expect(response.body.toString()).toBe('<title>Site</title> RankChecker/test');
  });

  it('stops after 5 redirects and at the size cap', async () => {
    expect((await refused(`http://site.test:${site.port}/loop`)).kind).toBe('too_many_redirects');
    expect((await refused(`http://site.test:${site.port}/huge`)).kind).toBe('too_large');
  });

  it('refuses other schemes, credentials in the URL and, by default, ports other than 80 and 443', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://example.com/', 'not a url']) {
      expect((await refused(url)).kind, url).toBe('invalid_url');
    }
    expect((await refused(`http://user:secret@site.test:${site.port}/`)).kind).toBe('invalid_url');
    const portError = await safeFetch('http://public.example:8080/').catch((error: unknown) => error);
    expect(portError).toMatchObject({ kind: 'invalid_url', message: expect.stringContaining('80, 443') });
  });

  it('lets a host named in the operator’s allow list use any port, as intranet and test sites do', async () => {
    const response = await safeFetch(`http://site.test:${site.port}/`);
    expect(response.status).toBe(200);
  });

  it('gives up on a site that never answers, or stops halfway through its body, as a timeout', async () => {
    for (const path of ['/silent', '/stalled']) {
      const error = await safeFetch(`http://site.test:${site.port}${path}`, { timeoutMs: 100 }).catch((caught: unknown) => caught);
      expect(error, path).toBeInstanceOf(SafeFetchError);
      expect(error, path).toMatchObject({ kind: 'timeout', message: 'The site took too long to answer.' });
    }
    // Both reached the site: the deadline cut an exchange under way, not a connection that never was.
    expect(held).toEqual(['/silent', '/stalled']);
  });

  it('gives a request 10 s, 2 MB, 5 redirects and the ports 80 and 443 unless it asks otherwise (decision 012)', () => {
    expect(SAFE_FETCH_DEFAULTS).toEqual({ timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5, ports: [80, 443] });
  });

  it('keeps the beginning of a body past the cap when asked to, and says it was cut', async () => {
    const response = await safeFetch(`http://site.test:${site.port}/huge`, { overflow: 'truncate', maxBytes: 1000 });
    expect(response.body.length).toBe(1000);
    expect(response.truncated).toBe(true);
    const small = await safeFetch(`http://site.test:${site.port}/page`, { overflow: 'truncate' });
    expect(small.truncated).toBe(false);
  });
});
