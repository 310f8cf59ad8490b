import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Cookies of the provider's origin, as a browser would keep them between redirects (paths ignored). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface GoogleFlowResult {
  /** The app's answer to the callback (the popup page). */
  callback: LightMyRequestResponse;
  /** Path and query the provider redirected back to, e.g. `/api/v1/auth/google/callback?code=…&state=…`. */
  callbackPath: string;
}

/**
 * Drives a Google sign-in the way a browser popup would: GET start on the app (inject), then follows the
 * provider's redirects over real HTTP (authorization, interaction, resume) with a cookie jar, until the
 * provider sends the browser back to the app's callback. `beforeCallback` runs between the provider's redirect
 * and the app's callback, so a test can tamper with the stored flow or replay the callback.
 */
export async function runGoogleFlow(
  app: FastifyInstance,
  options: {
    mode?: 'signin' | 'signup';
    cookie?: string;
    /** The provider's cookies; pass one jar to several flows to act as one browser. */
    jar?: CookieJar;
    beforeCallback?: (callbackPath: string) => Promise<void> | void;
  } = {},
): Promise<GoogleFlowResult> {
  const callbackPath = await followToCallback(app, options.mode ?? 'signin', options.jar);
  await options.beforeCallback?.(callbackPath);
  const callback = await app.inject({
    method: 'GET',
    url: callbackPath,
    headers: { accept: 'text/html', ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
  return { callback, callbackPath };
}

/** Start -> provider -> … -> the callback path (not requested yet). */
export async function followToCallback(
  app: FastifyInstance,
  mode: 'signin' | 'signup',
  jar = new CookieJar(),
): Promise<string> {
  const start = await app.inject({ method: 'GET', url: `/api/v1/auth/google/start?mode=${mode}`, headers: { accept: 'text/html' } });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  let location = new URL(String(start.headers.location));
  const providerOrigin = location.origin;
  for (let hop = 0; hop < 10; hop += 1) {
    if (location.origin !== providerOrigin) return `${location.pathname}${location.search}`;
    const response = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const next = response.headers.get('location');
    if (!next) throw new Error(`provider answered ${response.status} at ${location.pathname}: ${await response.text()}`);
    await response.body?.cancel();
    location = new URL(next, location);
  }
  throw new Error('too many redirects at the provider');
}
