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
  /** The `rc_oauth=…` pair start set in the browser: the callback must come with it. */
  flowCookie: string;
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
    /** The callback is opened in another browser: without the flow cookie start set. */
    otherBrowser?: boolean;
  } = {},
): Promise<GoogleFlowResult> {
  const { path: callbackPath, flowCookie } = await followToCallback(app, options.mode ?? 'signin', options.jar, options.cookie);
  await options.beforeCallback?.(callbackPath);
  const cookie = [options.cookie, options.otherBrowser ? undefined : flowCookie].filter(Boolean).join('; ');
  const callback = await app.inject({
    method: 'GET',
    url: callbackPath,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  return { callback, callbackPath, flowCookie };
}

/** Start -> provider -> … -> the callback path (not requested yet), and the flow cookie start set. */
export async function followToCallback(
  app: FastifyInstance,
  mode: 'signin' | 'signup',
  jar = new CookieJar(),
  cookie?: string,
): Promise<{ path: string; flowCookie: string }> {
  const start = await app.inject({
    method: 'GET',
    url: `/api/v1/auth/google/start?mode=${mode}`,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const setCookie = ([] as string[]).concat(start.headers['set-cookie'] ?? []);
  const flowCookie = setCookie.find((line) => line.startsWith('rc_oauth='))?.split(';')[0] ?? '';
  let location = new URL(String(start.headers.location));
  const providerOrigin = location.origin;
  for (let hop = 0; hop < 10; hop += 1) {
    if (location.origin !== providerOrigin) return { path: `${location.pathname}${location.search}`, flowCookie };
    const response = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const next = response.headers.get('location');
    if (!next) throw new Error(`provider answered ${response.status} at ${location.pathname}: ${await response.text()}`);
    await response.body?.cancel();
    location = new URL(next, location);
  }
  throw new Error('too many redirects at the provider');
}
