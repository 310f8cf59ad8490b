import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { applySignedOut, refreshSession, resetSessionStore, sessionSnapshot, subscribeSession, wasSignedInHere } from './session-store';

/** Waits until the store has said something new. */
const nextChange = () => new Promise<void>((resolve) => {
  const stop = subscribeSession(() => {
    stop();
    resolve();
  });
});

describe('the session store', () => {
  beforeEach(() => resetSessionStore({ retryDelayMs: 0 }));
  afterEach(() => resetSessionStore());

  it('asks the server once, when the first reader subscribes', async () => {
    const api = fakeApi({ 'GET /api/v1/auth/session': () => jsonResponse(makeSession(makeUser())) });
    expect(api.sent('GET /api/v1/auth/session')).toHaveLength(0);
    const answered = nextChange();
    subscribeSession(() => undefined);
    await answered;
    expect(sessionSnapshot().data?.user?.email).toBe('ada@example.com');
    expect(api.sent('GET /api/v1/auth/session')).toHaveLength(1);
  });

  it('retries a glitch, and takes a refusal as it is', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET /api/v1/auth/session': () => (++calls < 3 ? apiErrorResponse('INTERNAL', 'Down', 503) : jsonResponse(makeSession(null))),
    });
    await refreshSession();
    expect(api.sent('GET /api/v1/auth/session')).toHaveLength(3);
    expect(sessionSnapshot()).toEqual({ data: makeSession(null), failed: false });

    resetSessionStore({ retryDelayMs: 0 });
    const refused = fakeApi({ 'GET /api/v1/auth/session': () => apiErrorResponse('NOT_FOUND', 'No such route', 404) });
    await refreshSession();
    expect(refused.sent('GET /api/v1/auth/session')).toHaveLength(1);
    expect(sessionSnapshot()).toEqual({ data: undefined, failed: true });
  });

  it('asks again for a later reader when the first request failed', async () => {
    let up = false;
    const api = fakeApi({ 'GET /api/v1/auth/session': () => (up ? jsonResponse(makeSession(null)) : apiErrorResponse('INTERNAL', 'Down', 500)) });
    const failed = nextChange();
    subscribeSession(() => undefined);
    await failed;
    expect(sessionSnapshot().failed).toBe(true);
    up = true;
    const answered = nextChange();
    subscribeSession(() => undefined);
    await answered;
    expect(sessionSnapshot()).toEqual({ data: makeSession(null), failed: false });
    expect(api.sent('GET /api/v1/auth/session')).toHaveLength(4);
  });

  it('keeps the last answer when a later request fails', async () => {
    let up = true;
    fakeApi({ 'GET /api/v1/auth/session': () => (up ? jsonResponse(makeSession(makeUser())) : apiErrorResponse('INTERNAL', 'Down', 500)) });
    await refreshSession();
    up = false;
    await refreshSession();
    expect(sessionSnapshot().data?.user?.id).toBe('user-1');
    expect(sessionSnapshot().failed).toBe(false);
  });

  it('a sign-out wins over an answer still on its way', async () => {
    let answer!: (response: Response) => void;
    fakeApi({ 'GET /api/v1/auth/session': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const asking = refreshSession();
    applySignedOut();
    answer(jsonResponse(makeSession(makeUser())));
    await asking;
    expect(sessionSnapshot().data?.user).toBeNull();
  });

  it('remembers that someone was signed in here until an answer says no one is; a failed request changes nothing', async () => {
    expect(wasSignedInHere()).toBe(false);
    let answer = () => jsonResponse(makeSession(makeUser()));
    fakeApi({ 'GET /api/v1/auth/session': () => answer() });
    await refreshSession();
    expect(wasSignedInHere()).toBe(true);

    answer = () => apiErrorResponse('INTERNAL', 'Down', 503);
    await refreshSession();
    expect(wasSignedInHere()).toBe(true);

    applySignedOut();
    expect(wasSignedInHere()).toBe(false);
    answer = () => jsonResponse(makeSession(makeUser()));
    await refreshSession();
    answer = () => jsonResponse(makeSession(null));
    await refreshSession();
    expect(wasSignedInHere()).toBe(false);
  });

  it('asks again when the tab becomes visible', async () => {
    const api = fakeApi({ 'GET /api/v1/auth/session': () => jsonResponse(makeSession(null)) });
    const first = nextChange();
    subscribeSession(() => undefined);
    await first;
    const again = nextChange();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await again;
    expect(api.sent('GET /api/v1/auth/session')).toHaveLength(2);
  });
});
