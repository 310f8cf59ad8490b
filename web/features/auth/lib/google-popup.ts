import type { OAuthCallbackMessage } from '../../../../contracts/auth';
import { readOAuthCallbackMessage } from './oauth-callback-message';

export type GooglePopupMode = 'signin' | 'signup';

/** Spec §9: popup size, poll interval and how long the flow may take. */
export const GOOGLE_POPUP = { width: 500, height: 600, pollMs: 500, timeoutMs: 180_000 } as const;

export const GOOGLE_CALLBACK_PATH = '/api/v1/auth/google/callback';

export interface GooglePopupHandlers {
  /** The server set the session cookie; refetch the session and redirect. */
  onSuccess(result: OAuthCallbackMessage): void;
  /** Google said who it is, and the account asks for its second step before a session opens. */
  onSecondStep(result: OAuthCallbackMessage): void;
  /** The server refused or the provider failed: `code` e.g. ACCOUNT_ALREADY_EXISTS, OAUTH_FAILED, INVALID_STATE. */
  onError(result: { code?: string; message?: string }): void;
  /** The user closed the popup ('Authentication cancelled'). */
  onCancel(): void;
  /** Nothing happened within 180 s ('Authentication Timeout'). */
  onTimeout(): void;
  /** window.open returned null ('Popup Blocked'). */
  onBlocked(): void;
}

/** Reported when the popup reached our callback page and closed without telling us the outcome. */
const INCOMPLETE = { code: 'OAUTH_FAILED', message: 'Google sign-in did not complete. Please try again.' };

/**
 * Opens the Google sign-in popup (spec §4 "Google popup flow") and reports exactly one outcome through
 * `handlers`, unless the returned cancel function is called first (then none). The outcome arrives as an
 * `oauth-callback` message from our own origin, or — if the opener link was lost on the way through the
 * provider — by polling: once the popup is back on our origin, its callback page carries the outcome in
 * `data-status`/`data-code`/`data-message` on <body>. Every listener and timer is removed in every outcome.
 */
export function openGooglePopup(mode: GooglePopupMode, handlers: GooglePopupHandlers, win: Window = window): () => void {
  const { width, height } = GOOGLE_POPUP;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  const features = `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
  const popup = win.open(`/api/v1/auth/google/start?mode=${mode}`, 'rank-checker-google', features);
  if (!popup) {
    handlers.onBlocked();
    return () => undefined;
  }

  let done = false;
  let reachedCallback = false;
  const finish = (report?: () => void) => {
    if (done) return;
    done = true;
    win.removeEventListener('message', onMessage);
    clearInterval(poll);
    clearTimeout(timeout);
    try {
      if (!popup.closed) popup.close();
    } catch {
      // A popup in another browsing context group may refuse; it closes itself anyway.
    }
    report?.();
  };
  const settle = (result: OAuthCallbackMessage) =>
    finish(() => (result.status === 'success' ? handlers.onSuccess(result) : result.status === 'second-step' ? handlers.onSecondStep(result) : handlers.onError(result)));

  function onMessage(event: MessageEvent) {
    // Only our own callback page may report: any other origin (or an unrelated same-origin message) is ignored.
    if (event.origin !== win.location.origin) return;
    const message = readOAuthCallbackMessage(event.data);
    if (message) settle(message);
  }

  const poll = setInterval(() => {
    const fromPage = readCallbackPage(popup, win.location.origin);
    if (fromPage === 'pending') reachedCallback = true;
    else if (fromPage) return settle(fromPage);
    if (popup.closed) finish(reachedCallback ? () => handlers.onError(INCOMPLETE) : () => handlers.onCancel());
  }, GOOGLE_POPUP.pollMs);
  const timeout = setTimeout(() => finish(() => handlers.onTimeout()), GOOGLE_POPUP.timeoutMs);
  win.addEventListener('message', onMessage);

  return () => finish();
}

/**
 * Reads the popup while it shows a page of our origin: null elsewhere (reading a cross-origin location throws),
 * 'pending' on the callback URL before its outcome is readable, the outcome once it is.
 */
function readCallbackPage(popup: Window, origin: string): OAuthCallbackMessage | 'pending' | null {
  try {
    const url = new URL(popup.location.href);
    if (url.origin !== origin || url.pathname !== GOOGLE_CALLBACK_PATH) return null;
    const data = popup.document.body?.dataset ?? {};
    const message = readOAuthCallbackMessage({
      type: 'oauth-callback',
      status: data.status,
      ...(data.code ? { code: data.code } : {}),
      ...(data.message ? { message: data.message } : {}),
    });
    return message ?? 'pending';
  } catch {
    return null;
  }
}
