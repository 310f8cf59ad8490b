import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeoTestSite {
  port: number;
  /** Requests received per path. */
  readonly hits: Map<string, number>;
  /** Replace the HTML a path answers (default: `page()` for every path). */
  setPage(path: string, html: string, headers?: Record<string, string>, status?: number): void;
  /** Make a path answer 302 to `location`. */
  setRedirect(path: string, location: string): void;
  close(): Promise<void>;
}

/** A page with the given head fields, for SEO snapshot tests. */
export function page(fields: { title?: string; description?: string; viewport?: string | null; extraHead?: string; body?: string } = {}): string {
  const viewport = fields.viewport === undefined ? 'width=device-width, initial-scale=1' : fields.viewport;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    fields.title === undefined ? '' : `<title>${fields.title}</title>`,
    fields.description === undefined ? '' : `<meta name="description" content="${fields.description}">`,
    viewport === null ? '' : `<meta name="viewport" content="${viewport}">`,
    fields.extraHead ?? '',
    `</head><body>${fields.body ?? '<h1>Running shoes</h1>'}</body></html>`,
  ].join('');
}

/** A local website on 127.0.0.1 whose pages a test sets, counting every request that reaches it. */
export async function startSeoTestSite(): Promise<SeoTestSite> {
  const pages = new Map<string, { html: string; headers: Record<string, string>; status?: number }>();
  const hits = new Map<string, number>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const found = pages.get(path) ?? { html: page({ title: 'Test site' }), headers: {} };
    response.writeHead(found.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...found.headers }).end(found.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    setPage: (path, html, headers = {}, status = 200) => pages.set(path, { html, headers, status }),
    setRedirect: (path, location) => pages.set(path, { html: '', headers: { location }, status: 302 }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
