import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { uniqueIp } from './guest-client';

export interface AuthRequestOptions {
  ip?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** POSTs JSON to an auth endpoint as a browser client would (no Origin unless given). */
export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: AuthRequestOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    remoteAddress: options.ip ?? uniqueIp(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}

/** Every Set-Cookie header of a response. */
export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** The full Set-Cookie line for `name`. */
export function setCookieLine(response: LightMyRequestResponse, name: string): string | undefined {
  return setCookies(response).find((line) => line.startsWith(`${name}=`));
}

/** Merges `name=value` pairs from responses into one cookie header, later ones winning (a tiny cookie jar). */
export function cookieHeader(...responses: LightMyRequestResponse[]): string {
  const jar = new Map<string, string>();
  for (const response of responses) {
    for (const line of setCookies(response)) {
      const [pair = ''] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
