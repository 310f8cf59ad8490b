import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOnPage } from './fetch-on-page';
import { createPageFetch, pageUserAgent } from './page-fetch';

describe('the page fetch', () => {
  let server: Server;
  let port: number;
  const received: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(request.headers);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<title>Who is asking</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('says who is reading the page, in the form crawlers use, with where to learn more', async () => {
    const userAgent = pageUserAgent('https://rank-checker.example', '1.4.2');
    expect(userAgent).toBe('Mozilla/5.0 (compatible; RankChecker/1.4.2; +https://rank-checker.example)');
    const pageFetch = createPageFetch({ allowPrivateHosts: ['127.0.0.1'], dnsServers: [], userAgent });

    const outcome = await fetchOnPage(pageFetch, `http://127.0.0.1:${port}/`, new Date('2026-11-24T10:00:00Z'));
    expect(outcome).toMatchObject({ onPage: { title: 'Who is asking' } });
    expect(received).toHaveLength(1);
    expect(received[0]?.['user-agent']).toBe(userAgent);
    expect(received[0]?.accept).toMatch(/^text\/html/);
  });
});
