import type { Session, SessionUser } from '../../../../contracts/auth';
import { ApiError } from '../../../lib/api-client';
import { readStorage, removeStorage, writeStorage } from '../../../lib/safe-storage';
import { SIGNED_OUT_SESSION, getSession } from './get-session';

/**
 * The session as this tab knows it. Every page asks who is signed in, a guest's public page included, so it is
 * kept here rather than in react-query, which such a page does not load (decision 005).
 */
export interface SessionSnapshot {
  /** The last answer; undefined until the first. */
  data: Session | undefined;
  /** The first request failed, retries included (with nothing known, the visitor counts as signed out). */
  failed: boolean;
}

/** An answer older than this is asked again when another part of the page starts reading the session. */
const FRESH_MS = 60_000;
/** A glitch (network, 5xx) is retried twice, 1 s then 2 s later; an answer (4xx) is not. */
const RETRIES = 2;

const ASKING: SessionSnapshot = { data: undefined, failed: false };
let snapshot = ASKING;
let answeredAt = 0;
let started = false;
// Each request's number: only the latest one's answer counts (an older one may predate a sign-in or sign-out).
let latest = 0;
let inFlight = false;
let retryDelayMs: number | undefined;
const listeners = new Set<() => void>();

/** Set while this browser's last known session had a user (no more than that: nothing about who). */
const SIGNED_IN_HINT_KEY = 'rank-checker:signed-in';

function publish(next: SessionSnapshot): void {
  snapshot = next;
  if (next.data?.user) writeStorage('local', SIGNED_IN_HINT_KEY, '1');
  else if (next.data) removeStorage('local', SIGNED_IN_HINT_KEY);
  listeners.forEach((listener) => listener());
}

/**
 * Whether someone was signed in here when the session was last known, in this tab or an earlier one: a page can
 * start loading its signed-in parts while the server is still asked, rather than after it answers.
 */
export function wasSignedInHere(): boolean {
  return readStorage('local', SIGNED_IN_HINT_KEY) !== null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isAnswer = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Asks the server again; a failure keeps the last answer. Resolves once this request (or a later one) is done. */
export async function refreshSession(): Promise<void> {
  const request = ++latest;
  inFlight = true;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const data = await getSession();
      if (request !== latest) return;
      answeredAt = Date.now();
      publish({ data, failed: false });
      break;
    } catch (error) {
      if (request !== latest) return;
      if (attempt < RETRIES && !isAnswer(error)) {
        await wait(retryDelayMs ?? 1000 * 2 ** attempt);
        if (request !== latest) return;
        continue;
      }
      if (snapshot.data === undefined) publish({ data: undefined, failed: true });
      break;
    }
  }
  inFlight = false;
}

/** Replaces what is known at once (a sign-in's answer, a sign-out); a request still on its way no longer counts. */
function setSession(update: (old: Session) => Session): void {
  latest += 1;
  inFlight = false;
  publish({ data: update(snapshot.data ?? SIGNED_OUT_SESSION), failed: false });
}

/** Shows the user as signed in at once (the cookie is set) and confirms with the server. */
export function applySignedIn(user: SessionUser): Promise<void> {
  setSession((old) => ({ ...old, user }));
  return refreshSession();
}

/** Forgets the user here; the server has already ended the session (their cached data goes with them: AuthProvider). */
export function applySignedOut(): void {
  setSession((old) => ({ ...old, user: null, expiresAt: null }));
}

function onVisible(): void {
  // Coming back to the tab re-asks: the session may have ended (idle timeout, revoked elsewhere) meanwhile.
  if (document.visibilityState === 'visible') void refreshSession();
}

/** For useSyncExternalStore: the first reader starts the first request; a later one refreshes a stale or failed one. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    document.addEventListener('visibilitychange', onVisible);
    void refreshSession();
  } else if (!inFlight && (snapshot.failed || Date.now() - answeredAt > FRESH_MS)) {
    // A new page reading it: an old answer, or none after a failure (the network was down), is asked again.
    void refreshSession();
  }
  return () => listeners.delete(listener);
}

export function sessionSnapshot(): SessionSnapshot {
  return snapshot;
}

/** What the build renders with (and hydration starts from): nothing asked yet. */
export function buildSessionSnapshot(): SessionSnapshot {
  return ASKING;
}

/**
 * Tests: starts again from `session` (known at once), or from nothing with the first reader asking the server;
 * `retryDelayMs` replaces the growing wait between retries.
 */
export function resetSessionStore(options: { session?: Session; retryDelayMs?: number } = {}): void {
  latest += 1;
  inFlight = false;
  retryDelayMs = options.retryDelayMs;
  if (started) document.removeEventListener('visibilitychange', onVisible);
  started = options.session !== undefined;
  if (started) document.addEventListener('visibilitychange', onVisible);
  answeredAt = options.session ? Date.now() : 0;
  snapshot = options.session ? { data: options.session, failed: false } : ASKING;
  listeners.clear();
}
