import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_CALLBACK_PATH, GOOGLE_POPUP, openGooglePopup, type GooglePopupHandlers } from './google-popup';

interface FakePopup {
  closed: boolean;
  close: () => void;
  href: string;
  /** Simulates the popup being on the provider's origin: reading its location throws. */
  crossOrigin: boolean;
  dataset: Record<string, string>;
}

function fakePopup(): FakePopup & { window: Window } {
  const state: FakePopup = {
    closed: false,
    close: vi.fn(() => {
      state.closed = true;
    }),
    href: 'about:blank',
    crossOrigin: false,
    dataset: {},
  };
  const popupWindow = {
    get closed() {
      return state.closed;
    },
    close: () => state.close(),
    get location() {
      if (state.crossOrigin) throw new DOMException('Blocked a frame', 'SecurityError');
      return { href: state.href };
    },
    get document() {
      if (state.crossOrigin) throw new DOMException('Blocked a frame', 'SecurityError');
      return { body: { dataset: state.dataset } };
    },
  };
  return Object.assign(state, { window: popupWindow as unknown as Window });
}

function handlers() {
  return {
    onSuccess: vi.fn(),
    onSecondStep: vi.fn(),
    onError: vi.fn(),
    onCancel: vi.fn(),
    onTimeout: vi.fn(),
    onBlocked: vi.fn(),
  } satisfies GooglePopupHandlers;
}

/** Which handlers ran, by name, so each test states the one outcome it expects. */
function called(h: ReturnType<typeof handlers>): string[] {
  return Object.entries(h)
    .filter(([, fn]) => fn.mock.calls.length > 0)
    .map(([name]) => name);
}

function post(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

let popup: ReturnType<typeof fakePopup>;
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  popup = fakePopup();
  open = vi.fn(() => popup.window);
  vi.spyOn(window, 'open').mockImplementation(open as unknown as typeof window.open);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('openGooglePopup', () => {
  it('opens the start URL for the mode in a centred 500x600 popup', () => {
    openGooglePopup('signup', handlers());
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0] as [string, string, string];
    expect(url).toBe('/api/v1/auth/google/start?mode=signup');
    expect(features).toContain('width=500');
    expect(features).toContain('height=600');
    const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - 500) / 2));
    expect(features).toContain(`left=${left}`);
  });

  it('reports Popup Blocked when window.open returns null', () => {
    open.mockReturnValue(null);
    const h = handlers();
    openGooglePopup('signin', h);
    vi.advanceTimersByTime(GOOGLE_POPUP.timeoutMs + 1000);
    expect(called(h)).toEqual(['onBlocked']);
  });

  it.each([
    ['success', { type: 'oauth-callback', status: 'success' }, 'onSuccess'],
    ['a second step', { type: 'oauth-callback', status: 'second-step', message: 'Enter the code' }, 'onSecondStep'],
    ['error', { type: 'oauth-callback', status: 'error', code: 'ACCOUNT_ALREADY_EXISTS', message: 'x' }, 'onError'],
  ])('settles on a same-origin %s message, closes the popup and stops every timer', (_, data, expected) => {
    const h = handlers();
    openGooglePopup('signin', h);
    post(data);
    expect(called(h)).toEqual([expected]);
    expect(h[expected as keyof typeof h]).toHaveBeenCalledWith(data);
    expect(popup.close).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    // A late message or the timeout must not report a second outcome.
    post(data);
    vi.advanceTimersByTime(GOOGLE_POPUP.timeoutMs + 1000);
    expect(called(h)).toEqual([expected]);
    expect(h[expected as keyof typeof h]).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another origin', { type: 'oauth-callback', status: 'success' }, 'https://evil.example'],
    ['another message type', { type: 'something-else', status: 'success' }, undefined],
    ['a malformed status', { type: 'oauth-callback', status: 'ok' }, undefined],
    ['a string', 'oauth-callback', undefined],
  ])('ignores a message from %s', (_, data, origin) => {
    const h = handlers();
    openGooglePopup('signin', h);
    post(data, origin);
    vi.advanceTimersByTime(GOOGLE_POPUP.pollMs * 3);
    expect(called(h)).toEqual([]);
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('reports Authentication cancelled at the next poll after the user closes the popup', () => {
    const h = handlers();
    openGooglePopup('signin', h);
    popup.crossOrigin = true; // on the provider's page
    vi.advanceTimersByTime(GOOGLE_POPUP.pollMs * 4);
    expect(called(h)).toEqual([]);
    popup.closed = true;
    vi.advanceTimersByTime(GOOGLE_POPUP.pollMs - 1);
    expect(called(h)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(called(h)).toEqual(['onCancel']);
  });

  it('times out after 180 s and closes the popup', () => {
    const h = handlers();
    openGooglePopup('signin', h);
    popup.crossOrigin = true;
    vi.advanceTimersByTime(GOOGLE_POPUP.timeoutMs - 1);
    expect(called(h)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(called(h)).toEqual(['onTimeout']);
    expect(popup.close).toHaveBeenCalled();
  });

  it('reads the outcome from the callback page when no message arrives', () => {
    const h = handlers();
    openGooglePopup('signup', h);
    popup.href = `${window.location.origin}${GOOGLE_CALLBACK_PATH}?code=abc&state=def`;
    vi.advanceTimersByTime(GOOGLE_POPUP.pollMs);
    expect(called(h)).toEqual([]); // on the callback, outcome not rendered yet: keep waiting
    popup.dataset.status = 'error';
    popup.dataset.code = 'ACCOUNT_ALREADY_EXISTS';
    popup.dataset.message = 'already registered';
    vi.advanceTimersByTime(GOOGLE_POPUP.pollMs);
    expect(called(h)).toEqual(['onError']);
    expect(h.onError).toHaveBeenCalledWith({
      type: 'oauth-callback',
      status: 'error',
      code: 'ACCOUNT_ALREADY_EXISTS',
      message: 'already registered',
    });
  });

  it('does not treat a same-origin page other than the callback as an outcome', () => {
    const h = handlers();
    openGooglePopup('signin', h);
    popup.href = `${window.location.origin}/login`;
    popup.dataset.status = 'success';
    vi.advanceTimersByTime(GOOGLE_POPUP.pollMs * 2);
    expect(called(h)).toEqual([]);
  });

  it('reports a failure, not a cancel, when the popup closes on the callback without an outcome', () => {
    const h = handlers();
    openGooglePopup('signin', h);
    popup.href = `${window.location.origin}${GOOGLE_CALLBACK_PATH}?code=abc&state=def`;
    vi.advanceTimersByTime(GOOGLE_POPUP.pollMs);
    popup.closed = true;
    popup.crossOrigin = true; // a closed window's location is no longer readable either
    vi.advanceTimersByTime(GOOGLE_POPUP.pollMs);
    expect(called(h)).toEqual(['onError']);
    expect(h.onError.mock.calls[0]?.[0]).toMatchObject({ code: 'OAUTH_FAILED' });
  });

  it('the returned cancel function closes the popup and silences every later event', () => {
    const h = handlers();
    const cancel = openGooglePopup('signin', h);
    cancel();
    expect(popup.close).toHaveBeenCalled();
    post({ type: 'oauth-callback', status: 'success' });
    vi.advanceTimersByTime(GOOGLE_POPUP.timeoutMs + 1000);
    expect(called(h)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
