import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers a redirect: as Baidu does for plain clients (302) or for browsers (a page). */
export type BaiduLinkMode = '302' | 'js-page' | 'meta-page' | 'error';

export interface FakeBaiduLinks {
  /** Base URL to give the resolver (BAIDU_LINK_BASE_URL). */
  url: string;
  /** The `url` tokens asked, in order. */
  requests: string[];
  setMode(mode: BaiduLinkMode | ((token: string) => BaiduLinkMode)): void;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for Baidu's result redirects (GET /link?url=<token>). The fake SerpApi encodes each result's
 * URL in its token (fake-serp-responses baiduRedirectFor), so the stand-in knows where every link leads. It
 * answers in the forms Baidu uses: 302 with Location, or 200 with a page that moves on by
 * window.location.replace and a <noscript> meta refresh.
 */
export async function startFakeBaiduLinks(): Promise<FakeBaiduLinks> {
  const requests: string[] = [];
  let mode: BaiduLinkMode | ((token: string) => BaiduLinkMode) = '302';

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const token = url.searchParams.get('url') ?? '';
    if (url.pathname !== '/link' || token === '') {
      res.writeHead(404).end();
      return;
    }
    requests.push(token);
    const target = Buffer.from(token, 'base64url').toString('utf8');
    const how = typeof mode === 'function' ? mode(token) : mode;
    if (how === 'error') {
      res.writeHead(503).end('busy');
    } else if (how === '302') {
      res.writeHead(302, { location: target }).end();
    } else {
      const script = how === 'js-page' ? `<script>window.location.replace("${target}")</script>` : '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html><head>${script}<noscript><META http-equiv="refresh" content="0;URL='${target}'"></noscript></head></html>`);
    }
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    reset: () => {
      requests.length = 0;
      mode = '302';
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
