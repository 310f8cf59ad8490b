import { readStorage, removeStorage, writeStorage } from './safe-storage';

/**
 * An invitation link opened before its invitee had an account (or was signed in): kept in local storage across
 * sign-up and the e-mail confirmation (which may open in another tab), so the app brings them back to it once
 * they are signed in. A link works 7 days; so is it kept.
 */
const KEY = 'pendingInvitation';
const MAX_AGE_MS = 7 * 86_400_000;

export function savePendingInvitation(token: string, now: Date): void {
  writeStorage('local', KEY, JSON.stringify({ token, at: now.getTime() }));
}

/** The invitation waiting, if any and not too old; forgotten once read. */
export function takePendingInvitation(now: Date): string | null {
  const raw = readStorage('local', KEY);
  if (raw === null) return null;
  removeStorage('local', KEY);
  try {
    const value = JSON.parse(raw) as { token?: unknown; at?: unknown };
    if (typeof value.token !== 'string' || typeof value.at !== 'number' || now.getTime() - value.at > MAX_AGE_MS) return null;
    return value.token;
  } catch {
    return null;
  }
}
